/**
 * The studio's design document: types, schema and migrations, pure operations, the SVG renderer,
 * preflight, product rules, mockup placements and zoom. Isomorphic: the editor and the server share it.
 * See docs/decisions/0005-design-document.md.
 */
export * from './geometry';
export * from './limits';
export * from './messages';
export * from './migrate';
export * from './mockup';
export * from './operations';
export * from './preflight';
export * from './product';
export * from './render-svg';
export * from './schema';
export * from './studio-paths';
export * from './text-layout';
export * from './types';
export * from './zoom';
