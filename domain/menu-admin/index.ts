export { LINK_TARGETS_PER_KIND, searchLinkTargets } from './link-targets';
export { appendMenuItem, menuLinksTo, readMenu, saveMenu } from './menu';
