export { classifyLink, eventNameFromHref, type LinkKind } from './classify';
export { isSameSiteRedirect } from './redirect';
export { ALLOWED_SCHEMES, type AllowedScheme, isSafeLink } from './safe';
export { BLOCKED_LINK_REPLACEMENT, type LinkLogger, type SafeLinkOptions, safeLink } from './safe-link';
