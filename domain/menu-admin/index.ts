export { LINK_TARGETS_PER_KIND, searchLinkTargets } from './link-targets';
export { appendMenuItem, readMenu, saveMenu } from './menu';
