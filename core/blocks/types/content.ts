import { BLOCK_MESSAGES } from '../messages';
import { defineBlockType } from '../registry';

export const BUTTON_STYLES_MESSAGE = BLOCK_MESSAGES.buttonStyles;

export const button = defineBlockType({
  name: 'button',
  title: 'Button',
  size: 6,
  defaults: {
    text: '',
    href: '',
    primary: true,
    target: '_self',
    icon: '',
    iconPosition: 'left',
    download: false,
    align: 'center',
    styles: null,
  },
});

/** action: a button that fires an in-app action ('@open-chat') or follows a link. */
export const action = defineBlockType({
  name: 'action',
  title: 'Action',
  size: 6,
  defaults: { text: '', action: '', icon: '', iconPosition: 'left', primary: true },
});

export const text_ = defineBlockType({
  name: 'text',
  title: 'Text',
  defaults: {
    text: '',
    align: 'left',
    font: '',
    fontSize: null,
    textColor: '',
    backgroundColor: '',
    textShadow: 'none',
  },
});

export const html = defineBlockType({
  name: 'html',
  title: 'HTML',
  defaults: { html: '' },
});

export const quote = defineBlockType({
  name: 'quote',
  title: 'Quote',
  defaults: {
    quote: '',
    author: '',
    font: '',
    fontSize: 24,
    bold: false,
    italic: false,
    align: 'right',
    textColor: '',
    backgroundColor: '',
    borderRadius: null,
    textShadow: 'none',
  },
});

export const image = defineBlockType({
  name: 'image',
  title: 'Image',
  defaults: {
    src: '',
    alt: '',
    href: '',
    target: '_self',
    ratio: null,
    zoom: false,
    borderRadius: null,
    caption: '',
  },
});

/** YouTube video ids are 11 characters of [A-Za-z0-9_-]. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
]);

/** The video id of a YouTube id or address (watch, youtu.be, embed, shorts, live); null if none. */
export function youtubeId(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (YOUTUBE_ID.test(trimmed)) return trimmed;
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) return null;
  const candidate =
    url.hostname.toLowerCase() === 'youtu.be'
      ? url.pathname.split('/')[1]
      : (url.searchParams.get('v') ?? /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname)?.[1]);
  return candidate !== undefined && candidate !== null && YOUTUBE_ID.test(candidate) ? candidate : null;
}

export interface YoutubeOptions {
  autoplay?: boolean | null;
  mute?: boolean | null;
  loop?: boolean | null;
  controls?: boolean | null;
  start?: number | null;
}

/** The privacy-enhanced embed address of a video, or null when the value names no video. */
export function youtubeEmbedUrl(video: unknown, options: YoutubeOptions = {}): string | null {
  const id = youtubeId(video);
  if (id === null) return null;
  const params = new URLSearchParams();
  if (options.autoplay) params.set('autoplay', '1');
  if (options.mute || options.autoplay) params.set('mute', '1');
  if (options.loop) {
    params.set('loop', '1');
    params.set('playlist', id);
  }
  if (options.controls === false) params.set('controls', '0');
  if (typeof options.start === 'number' && options.start > 0)
    params.set('start', String(Math.floor(options.start)));
  const query = params.toString();
  return `https://www.youtube-nocookie.com/embed/${id}${query ? `?${query}` : ''}`;
}

export const YOUTUBE_MESSAGE = 'Must be a YouTube video address or id';

export const youtube = defineBlockType({
  name: 'youtube',
  title: 'YouTube video',
  defaults: { video: '', autoplay: false, mute: false, loop: false, controls: true, start: 0, ratio: 0.5625 },
});

export const IFRAME_DEFAULT_HEIGHT = 1000;

/** iframe: an embedded page; https and http addresses only. Its origin may post add-to-cart messages. */
export const iframe = defineBlockType({
  name: 'iframe',
  title: 'Embedded page',
  defaults: { src: '', height: IFRAME_DEFAULT_HEIGHT, title: '' },
});

export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'x',
  'tiktok',
  'youtube',
  'pinterest',
  'linkedin',
] as const;

export const socials = defineBlockType({
  name: 'socials',
  title: 'Social links',
  defaults: {
    links: { facebook: '', instagram: '', x: '', tiktok: '', youtube: '', pinterest: '', linkedin: '' },
    align: 'center',
    color: '',
  },
});

export const tag = defineBlockType({
  name: 'tag',
  title: 'Tag',
  size: 3,
  defaults: { text: '', href: '', textColor: '', backgroundColor: '' },
});

export const taglets = defineBlockType({
  name: 'taglets',
  title: 'Taglets',
  defaults: { tags: [] as string[], align: 'left' },
});
