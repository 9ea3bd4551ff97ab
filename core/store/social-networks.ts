/** §3 social handles, as the store's footer links to them: one web address per network (no zod: chrome). */
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'tiktok', 'x', 'youtube', 'pinterest'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  x: 'X',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
};
export type SocialLinks = Partial<Record<SocialNetwork, string>>;
