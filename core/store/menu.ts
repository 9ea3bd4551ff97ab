import { z } from 'zod';
import { isSafeLink } from '../links';
import { getRule, messages } from '../validation';
import type { MenuItem, MenuSegment } from './settings';

/** How big the main menu may grow: the header shows two levels and the phone menu drills into them. */
export const MENU_LIMITS = Object.freeze({
  /** Top-level items and their sub-menu items; a sub-menu item holds no sub-menu of its own. */
  depth: 2,
  topItems: 12,
  subItems: 30,
  segments: 4,
  segmentItems: 12,
  text: 40,
});

export const MENU_MESSAGES = {
  required: messages.required,
  textTooLong: messages.maxLength(MENU_LIMITS.text),
  url: messages.url,
  colour: 'not a valid hex string',
  tooDeep: `A menu goes no more than ${MENU_LIMITS.depth} levels deep`,
  /** The editor's refusal to put an item that has a sub-menu into another sub-menu (a third level). */
  parentCannotNest:
    'An item with a sub-menu of its own cannot go into another sub-menu. Move its sub-menu items out first.',
  tooManyTop: `A menu holds no more than ${MENU_LIMITS.topItems} items`,
  tooManySub: `A sub-menu holds no more than ${MENU_LIMITS.subItems} items`,
  tooManySegments: `An item holds no more than ${MENU_LIMITS.segments} segments`,
  tooManySegmentItems: `A segment holds no more than ${MENU_LIMITS.segmentItems} links`,
  notJson: 'The menu could not be read. Please reload the page.',
  saved: 'The menu was saved. Shoppers see it on their next page.',
  alreadyThere: 'This link is already in the menu',
  full: `A menu holds no more than ${MENU_LIMITS.topItems} items`,
} as const;

const urlRule = getRule('url');

/**
 * Whether a menu link is one the storefront can follow: a path of the store ('/collection/x/'), an in-app
 * action ('@open-chat'), an anchor, mailto: or tel:, or a web address that passes §5's url rule
 * ('example.com/x', 'https://example.com'). Anything §5 blocks (javascript: and the like) is refused.
 */
export function isMenuHref(href: string): boolean {
  const value = href.trim();
  if (!value || !isSafeLink(value)) return false;
  if (/^[/@#]/.test(value) && !value.startsWith('//')) return true;
  if (/^(mailto|tel):\S+$/i.test(value)) return true;
  return urlRule.test(value.startsWith('//') ? value.slice(2) : value);
}

const text = z
  .string({ error: MENU_MESSAGES.required })
  .trim()
  .min(1, MENU_MESSAGES.required)
  .max(MENU_LIMITS.text, MENU_MESSAGES.textTooLong);
const href = z
  .string({ error: MENU_MESSAGES.required })
  .trim()
  .min(1, MENU_MESSAGES.required)
  .refine(isMenuHref, MENU_MESSAGES.url);
/** An empty field is no value. */
const blankless = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );
const colour = blankless(
  z
    .string()
    .trim()
    .regex(/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i, MENU_MESSAGES.colour),
);

const segmentSchema: z.ZodType<MenuSegment> = z.object({
  title: text,
  link: blankless(href),
  mode: z.enum(['image', 'list']),
  image: z
    .object({
      src: z.string().trim().min(1, MENU_MESSAGES.required),
      title: z.string().trim().max(MENU_LIMITS.text, MENU_MESSAGES.textTooLong).optional(),
      description: z.string().trim().max(200, messages.maxLength(200)).optional(),
      link: blankless(href),
    })
    .optional(),
  items: z
    .array(z.object({ text, link: href, color: colour, backgroundColor: colour }))
    .max(MENU_LIMITS.segmentItems, MENU_MESSAGES.tooManySegmentItems)
    .optional(),
}) as z.ZodType<MenuSegment>;

/** A sub-menu item: no sub-menu of its own (MENU_LIMITS.depth). */
const subItemSchema = z
  .object({
    text,
    href,
    color: colour,
    backgroundColor: colour,
    submenu: z
      .array(z.unknown())
      .max(0, MENU_MESSAGES.tooDeep)
      .optional()
      .transform(() => undefined),
  })
  .transform(({ submenu: _submenu, ...item }) => item);

const topItemSchema = z.object({
  text,
  href,
  color: colour,
  backgroundColor: colour,
  submenu: z.array(subItemSchema).max(MENU_LIMITS.subItems, MENU_MESSAGES.tooManySub).optional(),
  segments: z.array(segmentSchema).max(MENU_LIMITS.segments, MENU_MESSAGES.tooManySegments).optional(),
});

/** The store's main menu as it is saved: the one schema the menu editor and the service share. */
export const mainMenuSchema: z.ZodType<MenuItem[], unknown> = z
  .array(topItemSchema)
  .max(MENU_LIMITS.topItems, MENU_MESSAGES.tooManyTop)
  .transform((items) => items.map(withoutEmptyLists)) as z.ZodType<MenuItem[], unknown>;

function withoutEmptyLists(item: MenuItem): MenuItem {
  const { submenu, segments, ...rest } = item;
  return {
    ...rest,
    ...(submenu?.length ? { submenu } : {}),
    ...(segments?.length ? { segments } : {}),
  };
}

/** The menu editor's form: the whole menu as JSON in one field, `menu`. */
export const menuFormSchema = z.object({
  menu: z
    .string({ error: MENU_MESSAGES.notJson })
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: MENU_MESSAGES.notJson });
        return z.NEVER;
      }
    })
    .pipe(mainMenuSchema),
});

/** §2 link picker: what a link points at. */
export const LINK_CHOICE_TYPES = [
  'product',
  'collection',
  'blog',
  'page',
  'action',
  'link',
  'studio',
] as const;
export type LinkChoiceType = (typeof LINK_CHOICE_TYPES)[number];

/** §3 Link choice: a target the picker offers, with the text a menu item starts from. */
export interface LinkChoice {
  text: string;
  href: string;
  type: LinkChoiceType;
}

/** The in-app actions a link can fire ('@name', §2); the storefront listens for these. */
export const MENU_ACTIONS: readonly LinkChoice[] = Object.freeze([
  { text: 'Chat with us', href: '@open-chat', type: 'action' },
]);

const hrefKey = (href: string) => href.trim().toLowerCase().replace(/\/+$/, '');

/** Whether any item of the menu, at any level or in a segment, links to `href`. */
export function menuLinksTo(items: readonly MenuItem[], href: string): boolean {
  const key = hrefKey(href);
  return items.some(
    (item) =>
      hrefKey(item.href) === key ||
      menuLinksTo(item.submenu ?? [], href) ||
      (item.segments ?? []).some(
        (segment) =>
          (segment.link !== undefined && hrefKey(segment.link) === key) ||
          (segment.items ?? []).some((link) => hrefKey(link.link) === key),
      ),
  );
}
