import { describe, expect, it } from 'vitest';
import { isMenuHref, MENU_LIMITS, MENU_MESSAGES, mainMenuSchema, menuFormSchema, menuLinksTo } from './menu';

const errorsOf = (value: unknown) => {
  const result = mainMenuSchema.safeParse(value);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('menu links', () => {
  it.each([
    '/collection/new-in/',
    '@open-chat',
    '#top',
    'mailto:hello@example.com',
    'tel:+441234567890',
    'example.com',
    'https://example.com/wholesale?x=1',
    '//cdn.example.com/a',
  ])('accepts %j', (href) => {
    expect(isMenuHref(href)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'not a url',
    'ftp://example.com',
    'data:text/html,x',
  ])('refuses %j', (href) => {
    expect(isMenuHref(href)).toBe(false);
  });
});

describe('the main menu schema', () => {
  it('allows two levels and segments, dropping empty lists and colours', () => {
    expect(
      mainMenuSchema.parse([
        {
          text: 'Shop',
          href: '/shop/',
          color: '',
          submenu: [{ text: 'Tees', href: '/tees/', backgroundColor: '#fff' }],
        },
        { text: 'Ideas', href: '/ideas/', submenu: [], segments: [] },
      ]),
    ).toEqual([
      { text: 'Shop', href: '/shop/', submenu: [{ text: 'Tees', href: '/tees/', backgroundColor: '#fff' }] },
      { text: 'Ideas', href: '/ideas/' },
    ]);
  });

  it('refuses a third level, too many items, long texts and bad colours with their messages', () => {
    expect(
      errorsOf([
        {
          text: 'A',
          href: '/a/',
          submenu: [{ text: 'B', href: '/b/', submenu: [{ text: 'C', href: '/c/' }] }],
        },
        { text: 'x'.repeat(41), href: '/x/', color: 'red' },
        {
          text: 'S',
          href: '/s/',
          submenu: Array.from({ length: MENU_LIMITS.subItems + 1 }, (_, index) => ({
            text: `${index}`,
            href: '/',
          })),
        },
      ]),
    ).toEqual({
      '0.submenu.0.submenu': MENU_MESSAGES.tooDeep,
      '1.text': 'Must contain no more than 40 characters',
      '1.color': 'not a valid hex string',
      '2.submenu': MENU_MESSAGES.tooManySub,
    });
    expect(
      errorsOf(
        Array.from({ length: MENU_LIMITS.topItems + 1 }, (_, index) => ({ text: `${index}`, href: '/' })),
      ),
    ).toEqual({ '': MENU_MESSAGES.tooManyTop });
  });

  it('reads the editor form: JSON in one field, paths prefixed by menu', () => {
    expect(menuFormSchema.parse({ menu: '[{"text":"A","href":"/a/"}]' })).toEqual({
      menu: [{ text: 'A', href: '/a/' }],
    });
    const bad = menuFormSchema.safeParse({ menu: '[{"text":"","href":"/a/"}]' });
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['menu.0.text', 'This field is required'],
    ]);
    expect(menuFormSchema.safeParse({ menu: '[' }).error?.issues[0]?.message).toBe(MENU_MESSAGES.notJson);
  });
});

describe('whether a menu links somewhere', () => {
  const menu = [
    { text: 'Shop', href: '/shop/', submenu: [{ text: 'Tees', href: '/collection/tees/' }] },
    {
      text: 'Ideas',
      href: '/ideas/',
      segments: [{ title: 'Read', mode: 'list' as const, items: [{ text: 'Blog', link: '/BLOG/' }] }],
    },
  ];
  it('finds a link at any level or in a segment, whatever its case or trailing slash', () => {
    expect(menuLinksTo(menu, '/collection/tees')).toBe(true);
    expect(menuLinksTo(menu, '/blog/')).toBe(true);
    expect(menuLinksTo(menu, '/collection/hats/')).toBe(false);
  });
});
