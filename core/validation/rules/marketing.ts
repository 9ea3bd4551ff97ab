import * as messages from '../messages';
import { patternRule, textRule } from './define';

/** Analytics (GA4) measurement ID: `G-` and 7 to 12 upper-case letters or digits. */
export const measurementId = patternRule('measurement_id', /^G-[A-Z0-9]{7,12}$/, messages.measurementId);

/** Universal Analytics tracking ID: `UA-` + 4-10 digits (account) + `-` + 1-4 digits (property). */
export const trackingId = patternRule('tracking_id', /^UA-[0-9]{4,10}-[0-9]{1,4}$/, messages.trackingId);

/** Social-network (Meta) pixel: a bare 15-16 digit pixel ID, or a snippet calling fbq('init', '<digits>'). */
export const facebookPixel = textRule(
  'facebook_pixel',
  (text) => /^[0-9]{15,16}$/.test(text) || /fbq\(\s*(['"])init\1\s*,\s*(['"])[0-9]+\2/.test(text),
  messages.facebookPixel,
);

/** Pin-site (Pinterest) tag: a bare 13-digit tag ID, or a snippet calling pintrk('load', '<13 digits>'). */
export const pinterestPixel = textRule(
  'pinterest_pixel',
  (text) => /^[0-9]{13}$/.test(text) || /pintrk\(\s*(['"])load\1\s*,\s*(['"])[0-9]{13}\2/.test(text),
  messages.pinterestPixel,
);

/** Ads conversion ID: 7 to 12 digits. */
export const conversionId = patternRule('conversion_id', /^[0-9]{7,12}$/, messages.conversionId);

/** Ads conversion label: 18 to 22 letters, digits, hyphens or underscores. */
export const conversionLabel = patternRule(
  'conversion_label',
  /^[A-Za-z0-9_-]{18,22}$/,
  messages.conversionLabel,
);

const META_TAG = /^\s*<meta((?:\s+[a-z:-]+\s*=\s*(?:"[^"]*"|'[^']*'))+)\s*\/?>\s*$/i;
const ATTRIBUTE = /([a-z:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const VERIFICATION_NAME =
  /^(?:[a-z0-9.-]+-(?:site|domain)-verification|p:domain_verify|msvalidate\.01|yandex-verification)$/i;
const VERIFICATION_TOKEN = /^[^\s<>"']+$/;

function metaAttributes(text: string): Map<string, string> | undefined {
  const tag = META_TAG.exec(text);
  if (!tag?.[1]) return undefined;
  const attributes = new Map<string, string>();
  for (const match of tag[1].matchAll(ATTRIBUTE)) {
    attributes.set((match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? '');
  }
  return attributes;
}

/**
 * Site-verification snippet: exactly one `<meta name="..." content="...">` tag whose name is a
 * verification name (`google-site-verification`, `facebook-domain-verification`, `p:domain_verify`,
 * `msvalidate.01`, `yandex-verification`, any `*-site-verification`) and whose content is a token.
 */
export const siteVerification = textRule(
  'site_verification',
  (text) => {
    const attributes = metaAttributes(text);
    const name = attributes?.get('name');
    const content = attributes?.get('content');
    return (
      name !== undefined &&
      content !== undefined &&
      VERIFICATION_NAME.test(name) &&
      VERIFICATION_TOKEN.test(content)
    );
  },
  messages.siteVerification,
);

/** Embed code: must contain an `<iframe>` tag with a non-blank `src` attribute. */
export const embedCode = patternRule(
  'embed_code',
  /<iframe\b[^>]*?\ssrc\s*=\s*(?:"\s*[^"\s][^"]*"|'\s*[^'\s][^']*'|[^\s"'>]+)[^>]*>/i,
  messages.embedCode,
);
