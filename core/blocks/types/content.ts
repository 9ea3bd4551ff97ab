import { BLOCK_MESSAGES } from '../messages';
import { defineBlockType } from '../registry';
import {
  bool,
  colour,
  font,
  frameSource,
  iconPosition,
  link,
  list,
  longText,
  num,
  oneOf,
  properties,
  radius,
  ratio,
  shape,
  TEXT_LIMITS,
  target,
  text,
  textShadow,
  z,
} from '../schema';
import { TEXT_ALIGNS } from './cards';

export const BUTTON_STYLES_MESSAGE = BLOCK_MESSAGES.buttonStyles;

/** Button styles: only textColor, backgroundColor, borderColor, borderRadius and fill (spec §5). */
export const buttonStylesSchema = z.optional(
  z.nullable(
    z.strictObject(
      {
        textColor: colour(),
        backgroundColor: colour(),
        borderColor: colour(),
        borderRadius: radius(),
        fill: bool(),
      },
      {
        error: (issue) => (issue.code === 'unrecognized_keys' ? BUTTON_STYLES_MESSAGE : 'Must be an object'),
      },
    ),
  ),
);

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
  schema: properties({
    text: text(100),
    href: link(),
    primary: bool(),
    target: target(),
    icon: text(100),
    iconPosition: iconPosition(),
    download: bool(),
    align: oneOf(TEXT_ALIGNS),
    styles: buttonStylesSchema,
  }),
});

/** action: a button that fires an in-app action ('@open-chat') or follows a link. */
export const action = defineBlockType({
  name: 'action',
  title: 'Action',
  size: 6,
  defaults: { text: '', action: '', icon: '', iconPosition: 'left', primary: true },
  schema: properties({
    text: text(100),
    action: link(),
    icon: text(100),
    iconPosition: iconPosition(),
    primary: bool(),
  }),
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
  schema: properties({
    /** Rich text (HTML), sanitised on save and at render. */
    text: text(TEXT_LIMITS.html),
    align: oneOf([...TEXT_ALIGNS, 'justify']),
    font: font(),
    fontSize: num({ min: 8, max: 120 }),
    textColor: colour(),
    backgroundColor: colour(),
    textShadow: textShadow(),
  }),
});

export const html = defineBlockType({
  name: 'html',
  title: 'HTML',
  defaults: { html: '' },
  schema: properties({
    /** Sanitised on save and again at render (sanitise-html.ts). */
    html: text(TEXT_LIMITS.html),
  }),
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
  schema: properties({
    quote: longText(),
    author: text(200),
    font: font(),
    fontSize: num({ min: 8, max: 120 }),
    bold: bool(),
    italic: bool(),
    align: oneOf(TEXT_ALIGNS),
    textColor: colour(),
    backgroundColor: colour(),
    borderRadius: radius(),
    textShadow: textShadow(),
  }),
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
  schema: properties({
    src: link(),
    alt: text(300),
    href: link(),
    target: target(),
    ratio: ratio(),
    zoom: bool(),
    borderRadius: radius(),
    caption: text(),
  }),
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
  schema: properties({
    video: z.optional(
      z.nullable(
        z.string({ error: YOUTUBE_MESSAGE }).check(
          z.refine((value: string) => value === '' || youtubeId(value) !== null, {
            error: YOUTUBE_MESSAGE,
          }),
        ),
      ),
    ),
    autoplay: bool(),
    mute: bool(),
    loop: bool(),
    controls: bool(),
    start: num({ min: 0, max: 86_400, int: true }),
    ratio: ratio(),
  }),
});

export const IFRAME_DEFAULT_HEIGHT = 1000;

/** iframe: an embedded page; https and http addresses only. Its origin may post add-to-cart messages. */
export const iframe = defineBlockType({
  name: 'iframe',
  title: 'Embedded page',
  defaults: { src: '', height: IFRAME_DEFAULT_HEIGHT, title: '' },
  schema: properties({
    src: frameSource(),
    height: num({ min: 50, max: 10_000, int: true }),
    title: text(200),
  }),
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
  schema: properties({
    links: shape(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, link()]))),
    align: oneOf(TEXT_ALIGNS),
    color: colour(),
  }),
});

export const tag = defineBlockType({
  name: 'tag',
  title: 'Tag',
  size: 3,
  defaults: { text: '', href: '', textColor: '', backgroundColor: '' },
  schema: properties({ text: text(60), href: link(), textColor: colour(), backgroundColor: colour() }),
});

export const taglets = defineBlockType({
  name: 'taglets',
  title: 'Taglets',
  defaults: { tags: [] as string[], align: 'left' },
  schema: properties({
    tags: list(
      z.string({ error: 'Must be text' }).check(z.maxLength(60, 'Must contain no more than 60 characters')),
      20,
    ),
    align: oneOf(TEXT_ALIGNS),
  }),
});
