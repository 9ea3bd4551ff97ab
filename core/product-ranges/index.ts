/** Making a range of products from one artwork (the dashboard's "Create from artwork"). Isomorphic. */
export * from './design';
export * from './messages';
export * from './names';
export * from './pricing';
export * from './schema';
