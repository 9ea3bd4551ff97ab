import { studioAliasFor } from '../../../core/design/studio-paths';
import { type LinkChoiceType, MENU_ACTIONS } from '../../../core/store';

export const LINK_TYPE_LABELS: Readonly<Record<LinkChoiceType, string>> = Object.freeze({
  product: 'Product',
  collection: 'Collection',
  blog: 'Blog',
  page: 'Page',
  action: 'Action',
  link: 'Custom link',
  studio: 'Studio',
});

/** What a stored href points at, for showing it as text, href and type (§2). */
export function linkTypeOf(href: string): LinkChoiceType {
  if (href.startsWith('@')) return 'action';
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return 'link';
  if (href.startsWith('/product/')) return 'product';
  if (href.startsWith('/collection/')) return 'collection';
  if (href === '/blog/' || href.startsWith('/blog/')) return 'blog';
  if (href === '/studio/' || href.startsWith('/studio/') || studioAliasFor(href)) return 'studio';
  if (href.startsWith('/')) return 'page';
  return 'link';
}

/** The text a link shows when nothing better is known: an action's own name, else its href. */
export function linkTextOf(href: string): string {
  return MENU_ACTIONS.find((action) => action.href === href)?.text ?? studioAliasFor(href)?.title ?? href;
}

const ACTION_NAME = /^[A-Za-z][A-Za-z0-9_.:-]{0,99}$/;
export const ACTION_NAME_MESSAGE = 'Actions must be event names such as @open-chat';

/** '@name' from what the merchant typed ('open-chat' or '@open-chat'), or null when it is not a name. */
export function actionHref(typed: string): string | null {
  const name = typed.trim().replace(/^@/, '');
  return ACTION_NAME.test(name) ? `@${name}` : null;
}
