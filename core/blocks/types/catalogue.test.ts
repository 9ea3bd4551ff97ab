import { describe, expect, it } from 'vitest';
import { createBlockRegistry } from '../catalogue';
import type { BlockSchema } from '../schema';
import { BLOCK_SCHEMAS } from '../schemas/index';
import { BLOCK_TYPE_NAMES, BLOCK_TYPES, liveChatGroupId, youtubeEmbedUrl, youtubeId } from './index';

/** The block types of spec §3, in the spec's order. */
const SPEC_TYPES = [
  'placeholder',
  'action',
  'appIcon',
  'badge',
  'badgeProgress',
  'banner',
  'button',
  'carousel',
  'feature',
  'feed',
  'gate',
  'graph',
  'grid',
  'iframe',
  'image',
  'pod',
  'productList',
  'productMockup',
  'quote',
  'row',
  'slide',
  'slideshow',
  'socials',
  'spacer',
  'storeHidden',
  'text',
  'youtube',
  'expandable',
  'proBenefits',
  'remillReturn',
  'newsletterSubscribe',
  'card',
  'announcement',
  'announcementV2',
  'summary',
  'interactions',
  'mailContactForm',
  'priceBreakdown',
  'profitPerMonth',
  'studioSuggestion',
  'affiliateAttribution',
  'affiliateSettings',
  'affiliateStats',
  'taglets',
  'tag',
  'liveChat',
  'customisationCatalog',
  'html',
];

/** For every type: property values its schema must refuse, with the field that fails. */
const BAD_VALUES: Record<string, [Record<string, unknown>, string][]> = {
  placeholder: [[{ text: 42 }, 'text']],
  action: [
    [{ action: 'javascript:alert(1)' }, 'action'],
    [{ iconPosition: 'top' }, 'iconPosition'],
  ],
  appIcon: [[{ href: 'vbscript:x' }, 'href']],
  badge: [[{ code: 'has spaces' }, 'code']],
  badgeProgress: [[{ group: '<b>' }, 'group']],
  banner: [
    [{ fontScale: 0 }, 'fontScale'],
    [{ fontScale: 1.01 }, 'fontScale'],
    [{ verticalAlignment: 'middle' }, 'verticalAlignment'],
    [{ horizontalAlignment: 'justify' }, 'horizontalAlignment'],
    [{ buttonSize: 'huge' }, 'buttonSize'],
    [{ titleColor: 'red' }, 'titleColor'],
    [{ minHeight: '400px; color: red' }, 'minHeight'],
    [{ font: 'Lato; }' }, 'font'],
    [{ actions: [{ text: 'Go', href: 'javascript:alert(1)' }] }, 'actions.0.href'],
    [{ image: 'data:text/html,<script>alert(1)</script>' }, 'image'],
  ],
  button: [
    [{ styles: { color: '#fff' } }, 'styles'],
    [{ styles: { textColor: 'white' } }, 'styles.textColor'],
    [{ iconPosition: 'above' }, 'iconPosition'],
    [{ href: 'javascript:alert(1)' }, 'href'],
    [{ primary: 'yes' }, 'primary'],
  ],
  carousel: [[{ speed: 10 }, 'speed']],
  feature: [[{ iconColor: '#12' }, 'iconColor']],
  feed: [[{ source: 'twitter' }, 'source']],
  gate: [[{ href: 'javascript:x' }, 'href']],
  graph: [[{ period: 'decade' }, 'period']],
  grid: [[{ columns: { xs: 9 } }, 'columns.xs']],
  iframe: [
    [{ src: '/relative/page' }, 'src'],
    [{ src: 'javascript:alert(1)' }, 'src'],
    [{ src: 'data:text/html,hi' }, 'src'],
    [{ height: 0 }, 'height'],
  ],
  image: [[{ src: 'javascript:alert(1)' }, 'src']],
  pod: [
    [{ ratio: 'huge' }, 'ratio'],
    [{ textAlign: 'justify' }, 'textAlign'],
    [{ textSize: 'xl' }, 'textSize'],
    [{ titleSize: 5 }, 'titleSize'],
  ],
  productList: [
    [{ limit: 0 }, 'limit'],
    [{ limit: 2.5 }, 'limit'],
    [{ sortBy: 'random' }, 'sortBy'],
  ],
  productMockup: [[{ colour: 'blue' }, 'colour']],
  quote: [
    [{ align: 'top' }, 'align'],
    [{ textShadow: 'huge' }, 'textShadow'],
    [{ fontSize: 2 }, 'fontSize'],
  ],
  row: [[{ align: 'middle' }, 'align']],
  slide: [[{ fontScale: -1 }, 'fontScale']],
  slideshow: [
    [{ mode: 'shuffle' }, 'mode'],
    [{ speed: 'fast' }, 'speed'],
  ],
  socials: [[{ links: { instagram: 'javascript:alert(1)' } }, 'links.instagram']],
  spacer: [[{ ratio: 'enormous' }, 'ratio']],
  storeHidden: [[{ title: ['x'] }, 'title']],
  text: [[{ align: 'middle' }, 'align']],
  youtube: [
    [{ video: 'https://evil.example/watch?v=dQw4w9WgXcQ' }, 'video'],
    [{ video: 'not a video' }, 'video'],
  ],
  expandable: [[{ open: 'yes' }, 'open']],
  proBenefits: [[{ benefits: 'all' }, 'benefits']],
  remillReturn: [[{ buttonText: 'x'.repeat(101) }, 'buttonText']],
  newsletterSubscribe: [
    [{ backgroundColor: 'rgb(0,0,0)' }, 'backgroundColor'],
    [{ mailingList: 'a list' }, 'mailingList'],
  ],
  card: [
    [{ titleSize: -1 }, 'titleSize'],
    [{ titleSize: 1.5 }, 'titleSize'],
    [{ price: -1 }, 'price'],
    [{ target: 'top' }, 'target'],
  ],
  announcement: [
    [{ actionStyle: 'tertiary' }, 'actionStyle'],
    [{ alignment: 'justify' }, 'alignment'],
    [{ action: { text: 'Go', href: 'javascript:alert(1)' } }, 'action.href'],
  ],
  announcementV2: [[{ alignment: 'space-around' }, 'alignment']],
  summary: [[{ points: [{ title: 1 }] }, 'points.0.title']],
  interactions: [[{ limit: 1000 }, 'limit']],
  mailContactForm: [[{ contactEmail: 'not-an-email' }, 'contactEmail']],
  priceBreakdown: [[{ currency: 'pounds' }, 'currency']],
  profitPerMonth: [[{ salesPerMonth: -5 }, 'salesPerMonth']],
  studioSuggestion: [[{ href: 'javascript:x' }, 'href']],
  affiliateAttribution: [[{ code: 'a b' }, 'code']],
  affiliateSettings: [[{ title: 5 }, 'title']],
  affiliateStats: [[{ period: 'forever' }, 'period']],
  taglets: [[{ tags: Array.from({ length: 21 }, () => 'tag') }, 'tags']],
  tag: [[{ textColor: '#ggg' }, 'textColor']],
  liveChat: [[{ group: 'Support Team' }, 'group']],
  customisationCatalog: [[{ limit: 100 }, 'limit']],
  html: [[{ html: 'x'.repeat(100_001) }, 'html']],
};

const registry = createBlockRegistry();
const schemaOf = (name: string): BlockSchema => {
  const schema = BLOCK_SCHEMAS[name];
  if (!schema) throw new Error(`no schema for ${name}`);
  return schema;
};

describe('block type catalogue', () => {
  it('holds every block type of spec §3, once each', () => {
    expect([...BLOCK_TYPE_NAMES].sort()).toEqual([...SPEC_TYPES].sort());
    expect(new Set(BLOCK_TYPE_NAMES).size).toBe(BLOCK_TYPES.length);
  });

  it('has a schema for every block type, and none for anything else', () => {
    expect(Object.keys(BLOCK_SCHEMAS).sort()).toEqual([...SPEC_TYPES].sort());
  });

  it.each(SPEC_TYPES)('%s: its schema accepts its defaults', (name) => {
    const type = registry.get(name);
    const result = schemaOf(name).safeParse(type.defaults);
    expect(result.success).toBe(true);
    expect(type.title).not.toBe('');
  });

  it.each(SPEC_TYPES)('%s: its schema refuses bad values, naming the field', (name) => {
    const cases = BAD_VALUES[name];
    expect(cases, `bad values listed for ${name}`).toBeDefined();
    const type = registry.get(name);
    for (const [properties, field] of cases ?? []) {
      const result = schemaOf(name).safeParse({ ...type.defaults, ...properties });
      expect(result.success, JSON.stringify(properties)).toBe(false);
      const paths = result.error?.issues.map((issue) => issue.path.join('.'));
      expect(paths).toContain(field);
    }
  });

  it.each(SPEC_TYPES)('%s: its schema refuses a non-object and bad common properties', (name) => {
    const schema = schemaOf(name);
    expect(schema.safeParse('text').success).toBe(false);
    expect(schema.safeParse({ published: 'no' }).success).toBe(false);
    expect(schema.safeParse({ conditions: ['has space'] }).success).toBe(false);
    expect(schema.safeParse({ factory: { source: 'pinterest' } }).success).toBe(false);
    expect(schema.safeParse({ asyncItems: 'https://evil.example/items' }).success).toBe(false);
    expect(schema.safeParse({ asyncData: '//evil.example/data' }).success).toBe(false);
    expect(
      schema.safeParse({
        published: false,
        conditions: ['loggedIn'],
        factory: { source: 'products', params: { limit: 4 } },
        asyncItems: '/omnis/v3/blog/paginate/',
      }).success,
    ).toBe(true);
  });

  it('accepts stored nulls for optional properties and strips unknown keys', () => {
    const result = schemaOf('banner').safeParse({ title: null, image: null, surprise: 'x' });
    expect(result.success).toBe(true);
    expect(result.data).not.toHaveProperty('surprise');
  });
});

describe('defaults of spec §3', () => {
  const defaults = (name: string) => registry.get(name).defaults;

  it('button: text, href, primary; size 6', () => {
    expect(defaults('button')).toMatchObject({ text: '', href: '', primary: true });
    expect(registry.get('button').size).toBe(6);
  });

  it('pod: ratio square, textAlign center, textSize large; size 3', () => {
    expect(defaults('pod')).toMatchObject({
      title: '',
      copy: '',
      href: '',
      badge: '',
      icon: '',
      overlay: false,
      ratio: 'square',
      textAlign: 'center',
      textSize: 'large',
    });
    expect(registry.get('pod').size).toBe(3);
  });

  it('quote: fontSize 24, align right', () => {
    expect(defaults('quote')).toMatchObject({
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
    });
  });

  it('slideshow: speed 5000, mode slideshow', () => {
    expect(defaults('slideshow')).toEqual({
      speed: 5000,
      mode: 'slideshow',
      compact: false,
      primaryActions: false,
    });
  });

  it('newsletterSubscribe, mailContactForm, productList, iframe, spacer', () => {
    expect(defaults('newsletterSubscribe')).toEqual({
      title: '',
      copy: '',
      font: '',
      backgroundColor: '',
      mailingList: '',
    });
    expect(defaults('mailContactForm')).toEqual({ contactEmail: '' });
    expect(defaults('productList')).toMatchObject({ sortBy: 'bestsellerOrder', limit: 4 });
    expect(defaults('iframe')).toMatchObject({ src: '', height: 1000 });
    expect(defaults('spacer')).toEqual({ ratio: 'regular' });
  });

  it('banner and carousel have minimum size 12; every other type 3', () => {
    for (const type of registry.list({ includeHidden: true })) {
      expect(type.minSize, type.name).toBe(['banner', 'carousel'].includes(type.name) ? 12 : 3);
    }
  });

  it('banner: minHeight 400px, font Lato, ratio 0.4, titleType h1', () => {
    expect(defaults('banner')).toMatchObject({
      minHeight: '400px',
      font: 'Lato',
      ratio: 0.4,
      titleType: 'h1',
      actions: [],
      overlayOpacity: 0.15,
    });
  });

  it('card (Pod card): ratio 1', () => {
    expect(defaults('card')).toMatchObject({ ratio: 1, download: false, disabled: false, faded: false });
  });

  it('announcement: actionStyle and alignment', () => {
    expect(defaults('announcement')).toMatchObject({ actionStyle: 'primary', alignment: 'center' });
  });

  it('liveChat: group general, which is not in the group map', () => {
    expect(defaults('liveChat')).toMatchObject({ group: 'general' });
    expect(liveChatGroupId('general')).toBeNull();
    expect(liveChatGroupId('pro')).toBe(1);
    expect(liveChatGroupId('integrations')).toBe(2);
    expect(liveChatGroupId('support')).toBe(3);
    expect(liveChatGroupId('studio')).toBe(4);
    expect(liveChatGroupId('toString')).toBeNull();
  });

  it('defaults are frozen', () => {
    expect(Object.isFrozen(defaults('banner'))).toBe(true);
    expect(() => {
      (defaults('banner') as Record<string, unknown>).title = 'x';
    }).toThrow(TypeError);
  });
});

describe('youtube', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://evil.example/watch?v=dQw4w9WgXcQ', null],
    ['javascript:alert(1)//dQw4w9WgXcQ', null],
    ['https://www.youtube.com/watch?v=short', null],
    [42, null],
  ])('youtubeId(%s) is %s', (input, expected) => {
    expect(youtubeId(input)).toBe(expected);
  });

  it('embeds on the privacy-enhanced host with options', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', { autoplay: true, loop: true, controls: false, start: 30 })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1&loop=1&playlist=dQw4w9WgXcQ&controls=0&start=30',
    );
    expect(youtubeEmbedUrl('nope')).toBeNull();
  });
});
