import {
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  type SocialLinks,
  type SocialNetwork,
} from '../../../core/store/social-networks';

/** Simple glyphs of each network, drawn on a 24 px grid with the current colour. */
const GLYPHS: Record<SocialNetwork, React.ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.5" cy="6.5" r="1.3" fill="currentColor" />
    </>
  ),
  facebook: (
    <path
      fill="currentColor"
      d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.6 1.6-1.6h1.7V4.4a22 22 0 00-2.5-.1c-2.5 0-4.1 1.5-4.1 4.2v2.3H7.4V14h2.8v8h3.3z"
    />
  ),
  tiktok: (
    <path
      fill="currentColor"
      d="M16.6 3h-3.2v12.3a2.8 2.8 0 11-2-2.7V9.3a6 6 0 105.2 6V8.9a7.5 7.5 0 004.4 1.4V7.1a4.4 4.4 0 01-4.4-4.1z"
    />
  ),
  x: (
    <path
      fill="currentColor"
      d="M17.8 3h3.1l-6.8 7.7 8 10.3h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z"
    />
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="M10 9v6l5-3-5-3z" fill="var(--footer-background, #fff)" />
    </>
  ),
  pinterest: (
    <path
      fill="currentColor"
      d="M12 2a10 10 0 00-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.9 0 1.3.6 1.3 1.4 0 .9-.5 2.1-.8 3.3-.2 1 .5 1.8 1.5 1.8 1.8 0 3.2-1.9 3.2-4.6 0-2.4-1.8-4.1-4.3-4.1-2.9 0-4.6 2.2-4.6 4.4 0 .9.3 1.8.8 2.3l.1.4-.3 1.2c0 .2-.2.3-.4.2-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1.1 0-2.1-.6-2.4-1.2l-.7 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1012 2z"
    />
  ),
};

/** The store's social profiles as a row of icon links, each named for screen readers; nothing when none. */
export function SocialLinksList({ links, companyName }: { links?: SocialLinks; companyName: string }) {
  const present = SOCIAL_NETWORKS.filter((network) => links?.[network]);
  if (present.length === 0) return null;
  return (
    <ul className="social-links" aria-label={`${companyName} elsewhere`}>
      {present.map((network) => (
        <li key={network}>
          <a
            href={links?.[network]}
            target="_blank"
            rel="me noopener noreferrer"
            title={SOCIAL_NETWORK_NAMES[network]}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {GLYPHS[network]}
            </svg>
            <span className="visually-hidden">
              {companyName} on {SOCIAL_NETWORK_NAMES[network]} (opens in a new tab)
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
