import { type Money, toDecimal } from '../money';
import type { RobotsDirective } from './robots';
import { htmlToText, truncateDescription } from './text';

/** The subset of React Router's MetaDescriptor these builders produce; assignable to it. */
export type SeoMetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: 'canonical'; href: string };

export interface SocialMetaInput {
  /** The page's own title, used for og:title and twitter:title. */
  title: string;
  /** Plain text or HTML; stripped and truncated to 160 characters. */
  description: string;
  /** The canonical absolute URL of the page: og:url and the canonical link. */
  url: string;
  /** Absolute, or relative to `url`; no image tags when null or absent. */
  image?: string | null;
  type: 'website' | 'product';
  siteName: string;
  /** For products: product:price:amount and product:price:currency. */
  price?: Money | null;
  /** The `<title>` element (see documentTitle); `title` when absent. */
  documentTitle?: string;
  /** A robots meta tag when given (see robotsDirective). */
  robots?: RobotsDirective;
}

function absoluteImage(image: string, pageUrl: string): string | null {
  try {
    return new URL(image, pageUrl).href;
  } catch {
    return null;
  }
}

/**
 * Meta descriptors for a React Router `meta` export: `<title>`, description, robots, canonical link,
 * Open Graph (og:title, og:description, og:url, og:image, og:type, og:site_name; product price for
 * products) and Twitter card tags. twitter:card is summary_large_image when there is an image, summary
 * otherwise.
 */
export function socialMeta(input: SocialMetaInput): SeoMetaDescriptor[] {
  const description = truncateDescription(htmlToText(input.description));
  const image = input.image ? absoluteImage(input.image, input.url) : null;
  const meta: SeoMetaDescriptor[] = [{ title: input.documentTitle ?? input.title }];
  if (description) meta.push({ name: 'description', content: description });
  if (input.robots) meta.push({ name: 'robots', content: input.robots });
  meta.push(
    { tagName: 'link', rel: 'canonical', href: input.url },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:type', content: input.type },
    { property: 'og:title', content: input.title },
  );
  if (description) meta.push({ property: 'og:description', content: description });
  meta.push({ property: 'og:url', content: input.url });
  if (image) meta.push({ property: 'og:image', content: image });
  if (input.type === 'product' && input.price) {
    meta.push(
      { property: 'product:price:amount', content: toDecimal(input.price) },
      { property: 'product:price:currency', content: input.price.currency },
    );
  }
  meta.push(
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
  );
  if (description) meta.push({ name: 'twitter:description', content: description });
  if (image) meta.push({ name: 'twitter:image', content: image });
  return meta;
}
