/**
 * The page editor's document core: plain, versioned JSON (the Page and Block of core/blocks) and pure
 * operations on it, in the manner of Puck or tldraw. No React, no DOM, no node: the editor UI drives it.
 *
 * - operations: addBlock, moveBlock, resizeBlock, updateProperties, setPublished, removeBlock,
 *   duplicateBlock. Each returns a new page (unchanged blocks shared) or the same page object when there
 *   is nothing to do; `addRefusal`, `moveRefusal` and `duplicateRefusal` say why a change is refused.
 * - containers / placement: what holds what (page, row, grid, carousel, slideshow) and the shared rules
 *   (registered, suits the page kind or layout, pro-only types need pro, depth and size limits).
 * - history: bounded undo/redo; typing in one property within a second is one step (propertyEditKey).
 * - clipboard: `{ kind: 'printfront/blocks', version: 1, blocks }`, zod-checked on paste, fresh uids.
 * - palette: the blocks a container offers, grouped, pro marked, searchable.
 * - viewports / editor-versions: the §4 viewports and grid columns; editor module versions.
 * - drafts: unsaved work per store and page for local storage, offered back when it is still current.
 *   A large page's draft can pass the §5 16384-character value limit: store it in parts (see
 *   app/studio/local-draft.ts writeChunked).
 * - save: the POST/PATCH plan with the base version, the isSaving state, failed answers (402, 403, 404,
 *   409, 422 with fields tied to block uids) and conflict resolution (reloadTheirs, keepMine).
 *
 * Typical use: `history = record(history, moveBlock(history.present, uid, { parent: null, index: 2 }))`.
 */
export * from './clipboard';
export * from './containers';
export * from './drafts';
export * from './editor-versions';
export * from './history';
export * from './messages';
export * from './operations';
export * from './palette';
export * from './placement';
export * from './save';
export { childrenOf, liveChildren, locateBlock } from './tree';
export * from './viewports';
