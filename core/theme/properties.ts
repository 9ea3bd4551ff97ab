import { THEME_DEFAULTS } from '../constants';

/** How a property's value is written and checked (see validate.ts). */
export type ThemePropertyKind =
  | 'colour'
  | 'font'
  | 'radius'
  | 'length'
  | 'flag'
  | 'text'
  | 'enum'
  | 'shadow'
  | 'transform'
  | 'url';

/** The groups of spec §3 "Theme", in the order a theme editor lists them. */
export const THEME_PROPERTY_GROUPS = [
  'primary',
  'logo',
  'border',
  'page',
  'headings',
  'text',
  'menu',
  'image',
  'video',
  'banner',
  'button',
  'feature',
  'quote',
  'announcement',
  'announcementV2',
  'card',
  'newsletter',
  'gate',
  'footer',
  'form',
  'tag',
  'box',
  'alerts',
  'chat',
  'status',
  'product',
] as const;

export type ThemePropertyGroup = (typeof THEME_PROPERTY_GROUPS)[number];

export interface ThemeProperty<K extends string = string> {
  /** Dotted name; the CSS custom property is derived from it ('button.radius' → '--button-radius'). */
  readonly key: K;
  readonly group: ThemePropertyGroup;
  readonly kind: ThemePropertyKind;
  /** The allowed values of 'enum', 'flag' and 'transform' properties. */
  readonly values?: readonly string[];
  /** The value in the base theme: a literal or a '$other.property' reference. */
  readonly default: string;
}

export const FLAG_VALUES = ['0', '1'] as const;
export const TEXT_TRANSFORMS = ['none', 'uppercase', 'lowercase', 'capitalize'] as const;
export const DESCRIPTION_PLACEMENTS = ['aboveSelectors', 'belowSelectors', 'tab'] as const;
export const THUMBNAIL_LAYOUTS = ['grid', 'carousel'] as const;

function property<const K extends string>(
  key: K,
  group: ThemePropertyGroup,
  kind: Exclude<ThemePropertyKind, 'enum' | 'flag' | 'transform'>,
  fallback: string,
): ThemeProperty<K> {
  return { key, group, kind, default: fallback };
}

function flag<const K extends string>(
  key: K,
  group: ThemePropertyGroup,
  fallback: (typeof FLAG_VALUES)[number],
): ThemeProperty<K> {
  return { key, group, kind: 'flag', values: FLAG_VALUES, default: fallback };
}

function transform<const K extends string>(
  key: K,
  group: ThemePropertyGroup,
  fallback: string,
): ThemeProperty<K> {
  return { key, group, kind: 'transform', values: TEXT_TRANSFORMS, default: fallback };
}

function choice<const K extends string>(
  key: K,
  group: ThemePropertyGroup,
  values: readonly string[],
  fallback: string,
): ThemeProperty<K> {
  return { key, group, kind: 'enum', values, default: fallback };
}

const { colours } = THEME_DEFAULTS;

/**
 * Every theme property, with its base value. Base defines each of them, so every theme resolves to the
 * complete set; most base values refer to a few roots (primary colour, page background, text colour, box
 * background, border colour) so that a theme recolours consistently from a handful of settings.
 */
export const THEME_PROPERTIES = [
  // primary colour, its contrast (text on it) and the primary font
  property('primary.color', 'primary', 'colour', colours.primary),
  property('primary.contrast', 'primary', 'colour', '#111111'),
  property('primary.font', 'primary', 'font', THEME_DEFAULTS.font),
  // logo text (the store name when there is no logo image), shown in the menu bar
  property('logo.text.color', 'logo', 'colour', '$menu.text.color'),
  // border radius and border colour
  property('border.radius', 'border', 'radius', THEME_DEFAULTS.borderRadius),
  property('border.color', 'border', 'colour', '#e3e3e3'),
  // page
  property('page.background', 'page', 'colour', '#ffffff'),
  // headings 1-3
  property('heading1.font', 'headings', 'font', '$primary.font'),
  transform('heading1.transform', 'headings', 'none'),
  property('heading2.font', 'headings', 'font', '$heading1.font'),
  transform('heading2.transform', 'headings', '$heading1.transform'),
  property('heading3.font', 'headings', 'font', '$heading2.font'),
  transform('heading3.transform', 'headings', 'none'),
  // body text; its background, radius and full-width background apply to text blocks
  property('text.font', 'text', 'font', '$primary.font'),
  property('text.color', 'text', 'colour', '#222222'),
  property('text.muted', 'text', 'colour', '#6b6b6b'),
  property('text.shadow', 'text', 'shadow', 'none'),
  property('text.radius', 'text', 'radius', '$border.radius'),
  property('text.background', 'text', 'colour', 'transparent'),
  flag('text.fullBackground', 'text', '0'),
  // menu (store header)
  property('menu.background', 'menu', 'colour', '$page.background'),
  property('menu.text.font', 'menu', 'font', '$primary.font'),
  property('menu.text.color', 'menu', 'colour', '$text.color'),
  transform('menu.text.transform', 'menu', 'none'),
  flag('menu.searchBar.show', 'menu', '1'),
  // images and video
  property('image.radius', 'image', 'radius', '$border.radius'),
  property('image.placeholder', 'image', 'colour', '#eeeeee'),
  property('image.default', 'image', 'url', ''),
  property('video.default', 'video', 'url', ''),
  // banners: title and copy colours, their backgrounds, the banner's own background and text shadow
  property('banner.title.color', 'banner', 'colour', '#ffffff'),
  property('banner.copy.color', 'banner', 'colour', '#ffffff'),
  property('banner.background', 'banner', 'colour', '#2b2b2b'),
  property('banner.title.background', 'banner', 'colour', 'transparent'),
  property('banner.copy.background', 'banner', 'colour', 'transparent'),
  property('banner.shadow', 'banner', 'shadow', '0 2px 4px rgba(0, 0, 0, 0.4)'),
  // buttons
  property('button.primary.background', 'button', 'colour', '$primary.color'),
  property('button.primary.color', 'button', 'colour', '$primary.contrast'),
  property('button.primary.border.color', 'button', 'colour', '$button.primary.background'),
  property('button.secondary.background', 'button', 'colour', 'transparent'),
  property('button.secondary.color', 'button', 'colour', '$text.color'),
  property('button.secondary.border.color', 'button', 'colour', '$button.secondary.color'),
  property('button.radius', 'button', 'radius', '$border.radius'),
  flag('button.fullBackground', 'button', '0'),
  // feature blocks
  property('feature.icon.color', 'feature', 'colour', '$primary.color'),
  property('feature.text.color', 'feature', 'colour', '$text.color'),
  property('feature.background', 'feature', 'colour', '$box.background'),
  // quote blocks
  property('quote.font', 'quote', 'font', '$heading1.font'),
  property('quote.text.color', 'quote', 'colour', '$text.color'),
  property('quote.background', 'quote', 'colour', 'transparent'),
  property('quote.radius', 'quote', 'radius', '$border.radius'),
  property('quote.shadow', 'quote', 'shadow', 'none'),
  // announcement bar and the newer announcement block
  property('announcement.background', 'announcement', 'colour', '$primary.color'),
  property('announcement.text.color', 'announcement', 'colour', '$primary.contrast'),
  property('announcement.radius', 'announcement', 'radius', THEME_DEFAULTS.announcementRadius),
  property('announcementV2.background', 'announcementV2', 'colour', '$text.color'),
  property('announcementV2.text.color', 'announcementV2', 'colour', '$page.background'),
  property('announcementV2.radius', 'announcementV2', 'radius', '$announcement.radius'),
  // cards (pods)
  property('card.background', 'card', 'colour', '$page.background'),
  property('card.text.color', 'card', 'colour', '$text.color'),
  property('card.border.color', 'card', 'colour', '$border.color'),
  property('card.radius', 'card', 'radius', '$border.radius'),
  property('card.shadow', 'card', 'shadow', 'none'),
  // newsletter sign-up
  property('newsletter.background', 'newsletter', 'colour', '$box.background'),
  property('newsletter.text.color', 'newsletter', 'colour', '$text.color'),
  property('newsletter.font', 'newsletter', 'font', '$heading1.font'),
  property('newsletter.button.background', 'newsletter', 'colour', '$button.primary.background'),
  property('newsletter.button.color', 'newsletter', 'colour', '$button.primary.color'),
  // gate (password or coming-soon page)
  property('gate.background', 'gate', 'colour', '$page.background'),
  property('gate.text.color', 'gate', 'colour', '$text.color'),
  // footer and sub-footer
  flag('footer.visible', 'footer', '1'),
  property('footer.background', 'footer', 'colour', '#f4f4f4'),
  property('footer.text.color', 'footer', 'colour', '$text.color'),
  property('subFooter.background', 'footer', 'colour', '$footer.background'),
  property('subFooter.text.color', 'footer', 'colour', '$footer.text.color'),
  // forms
  property('form.background', 'form', 'colour', '$page.background'),
  property('form.border.color', 'form', 'colour', '$border.color'),
  property('form.focused.color', 'form', 'colour', '$primary.color'),
  property('form.error.color', 'form', 'colour', '$error.color'),
  property('form.text.color', 'form', 'colour', '$text.color'),
  // tags
  property('tag.background', 'tag', 'colour', '$box.background'),
  property('tag.text.color', 'tag', 'colour', '$text.color'),
  // boxes (panels, hero, summaries)
  property('box.background', 'box', 'colour', '#f7f7f7'),
  // error, warning and success, each with a darker variant for text and hover states
  property('error.color', 'alerts', 'colour', colours.error),
  property('error.color.dark', 'alerts', 'colour', '#a80f50'),
  property('warning.color', 'alerts', 'colour', colours.warning),
  property('warning.color.dark', 'alerts', 'colour', '#9a5800'),
  property('success.color', 'alerts', 'colour', colours.success),
  property('success.color.dark', 'alerts', 'colour', '#4a6301'),
  // live chat
  property('chat.background.image', 'chat', 'url', ''),
  property('chat.header.background', 'chat', 'colour', '$primary.color'),
  property('chat.header.text.color', 'chat', 'colour', '$primary.contrast'),
  property('chat.input.shadow', 'chat', 'shadow', '0 -1px 4px rgba(0, 0, 0, 0.08)'),
  property('chat.scrollbar.color', 'chat', 'colour', '$border.color'),
  property('chat.message.background', 'chat', 'colour', '$box.background'),
  property('chat.message.text.color', 'chat', 'colour', '$text.color'),
  property('chat.message.own.background', 'chat', 'colour', '$primary.color'),
  property('chat.message.own.text.color', 'chat', 'colour', '$primary.contrast'),
  property('chat.message.focused.background', 'chat', 'colour', '#fff4cc'),
  property('chat.message.hidden.background', 'chat', 'colour', 'transparent'),
  property('chat.message.hidden.text.color', 'chat', 'colour', '$text.muted'),
  // status messages (e.g. order placed)
  property('status.success.background', 'status', 'colour', '#eef5dc'),
  property('status.success.text.color', 'status', 'colour', '$success.color.dark'),
  // product page settings
  property('product.community.title', 'product', 'text', 'From the community'),
  property('product.community.emptySubtitle', 'product', 'text', ''),
  flag('product.quantitySelector.visible', 'product', '1'),
  flag('product.description.wordLimited', 'product', '1'),
  choice('product.description.placement', 'product', DESCRIPTION_PLACEMENTS, 'aboveSelectors'),
  property('product.colourSelector.radius', 'product', 'radius', '2px'),
  property('product.sizeSelector.radius', 'product', 'radius', '2px'),
  flag('product.imageCarousel.updateForm', 'product', '1'),
  choice('product.thumbnails.layout', 'product', THUMBNAIL_LAYOUTS, 'grid'),
  flag('product.taglets.visible', 'product', '1'),
] as const;

export type ThemePropertyKey = (typeof THEME_PROPERTIES)[number]['key'];

/** A theme's own settings, keyed by catalogued property (for writing named themes). */
export type ThemeProperties = Partial<Record<ThemePropertyKey, string>>;

export const THEME_PROPERTY_KEYS: readonly ThemePropertyKey[] = THEME_PROPERTIES.map((entry) => entry.key);

export const THEME_PROPERTY_MAP: Readonly<Record<ThemePropertyKey, ThemeProperty<ThemePropertyKey>>> =
  Object.freeze(
    Object.fromEntries(THEME_PROPERTIES.map((entry) => [entry.key, entry])) as Record<
      ThemePropertyKey,
      ThemeProperty<ThemePropertyKey>
    >,
  );

/** The base value of every property. */
export const THEME_PROPERTY_DEFAULTS: Readonly<Record<ThemePropertyKey, string>> = Object.freeze(
  Object.fromEntries(THEME_PROPERTIES.map((entry) => [entry.key, entry.default])) as Record<
    ThemePropertyKey,
    string
  >,
);

export function isThemePropertyKey(key: string): key is ThemePropertyKey {
  return Object.hasOwn(THEME_PROPERTY_MAP, key);
}

/** The catalogue entry for a key, or undefined for a key that is not a theme property. */
export function themeProperty(key: string): ThemeProperty<ThemePropertyKey> | undefined {
  return isThemePropertyKey(key) ? THEME_PROPERTY_MAP[key] : undefined;
}
