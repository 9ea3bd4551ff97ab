export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
export { type SeedOptions, seedDemo } from './seed';
export { insertStudioBaseProducts } from './studio';
