import { describe, expect, it } from 'vitest';
import { contrastRatio, mix, parseHex, relativeLuminance, withAlpha } from '../colour';
import { isThemeFont } from './fonts';
import { THEME_PROPERTIES, THEME_PROPERTY_KEYS, type ThemePropertyKey } from './properties';
import { ACTIVE_THEME_NAMES, DARK_THEME_NAMES, THEME_NAMES, THEMES } from './registry';
import { resolveTheme } from './resolve';
import type { ResolvedTheme } from './types';
import { resolveThemeSafely, type ThemeProblem, themeSaveProblems } from './validate';

const NAMED = [
  'base',
  'naked',
  'punch',
  'outland',
  'daze',
  'joy',
  'tropic',
  'simply',
  'charcoal',
  'verde',
  'spring',
  'academia',
  'dunes',
  'angelo',
  'neonCity',
  'salt',
  'atlantic',
  'california',
  'municipal',
  'nordic',
  'popart',
  'wildWood',
  'wanderlust',
  'gallery',
  'apothecary',
  'popsicle',
  'good',
  'bubble',
  'quiet',
  'sol',
  'clay',
  'lux',
  'teemill',
  'teemillPro',
  'teemillDark',
  'teemillProDark',
  'atlas',
  'atlasDark',
];
const DEPRECATED = ['deepSpace', 'vantage', 'tokyo', 'mocha', 'boho'];

const resolved: Record<string, ResolvedTheme> = Object.fromEntries(
  THEME_NAMES.map((name) => [name, resolveTheme(name, THEMES)]),
);

const get = (theme: ResolvedTheme, key: ThemePropertyKey): string => {
  const value = theme[key];
  if (value === undefined) throw new Error(`missing ${key}`);
  return value;
};

/** The opaque colour seen when `value` is painted over `behind`. */
function solid(value: string, behind: string): string {
  if (value === 'transparent') return behind;
  const { a } = parseHex(value);
  return a === 1 ? value : mix(behind, withAlpha(value, 1), a);
}

/** [text, background, what shows through a transparent background]. */
const READABLE_PAIRS: [ThemePropertyKey, ThemePropertyKey, ThemePropertyKey][] = [
  ['text.color', 'page.background', 'page.background'],
  ['text.muted', 'page.background', 'page.background'],
  ['text.color', 'box.background', 'page.background'],
  ['text.color', 'text.background', 'page.background'],
  ['menu.text.color', 'menu.background', 'page.background'],
  ['logo.text.color', 'menu.background', 'page.background'],
  ['button.primary.color', 'button.primary.background', 'page.background'],
  ['button.secondary.color', 'button.secondary.background', 'page.background'],
  ['announcement.text.color', 'announcement.background', 'page.background'],
  ['announcementV2.text.color', 'announcementV2.background', 'page.background'],
  ['banner.title.color', 'banner.title.background', 'banner.background'],
  ['banner.copy.color', 'banner.copy.background', 'banner.background'],
  ['feature.text.color', 'feature.background', 'page.background'],
  ['quote.text.color', 'quote.background', 'page.background'],
  ['card.text.color', 'card.background', 'page.background'],
  ['newsletter.text.color', 'newsletter.background', 'page.background'],
  ['newsletter.button.color', 'newsletter.button.background', 'newsletter.background'],
  ['gate.text.color', 'gate.background', 'page.background'],
  ['footer.text.color', 'footer.background', 'page.background'],
  ['subFooter.text.color', 'subFooter.background', 'page.background'],
  ['form.text.color', 'form.background', 'page.background'],
  ['tag.text.color', 'tag.background', 'page.background'],
  ['chat.header.text.color', 'chat.header.background', 'page.background'],
  ['chat.message.text.color', 'chat.message.background', 'page.background'],
  ['chat.message.own.text.color', 'chat.message.own.background', 'page.background'],
  ['chat.message.text.color', 'chat.message.focused.background', 'page.background'],
  ['chat.message.hidden.text.color', 'chat.message.hidden.background', 'page.background'],
  ['status.success.text.color', 'status.success.background', 'page.background'],
];

/** Surfaces a dark theme must keep dark. */
const DARK_SURFACES: ThemePropertyKey[] = [
  'page.background',
  'menu.background',
  'footer.background',
  'subFooter.background',
  'form.background',
  'box.background',
  'card.background',
  'feature.background',
  'quote.background',
  'newsletter.background',
  'gate.background',
  'tag.background',
  'text.background',
  'image.placeholder',
  'chat.message.background',
  'chat.message.focused.background',
  'status.success.background',
  'banner.background',
];

describe('named themes', () => {
  it('are exactly the themes of spec §3', () => {
    expect([...THEME_NAMES].sort()).toEqual([...NAMED, ...DEPRECATED].sort());
    expect([...ACTIVE_THEME_NAMES].sort()).toEqual([...NAMED].sort());
    for (const name of THEME_NAMES) expect(THEMES[name]?.name).toBe(name);
  });

  it('flag exactly the five deprecated themes', () => {
    const flagged = THEME_NAMES.filter((name) => THEMES[name]?.deprecated === true);
    expect(flagged.sort()).toEqual([...DEPRECATED].sort());
  });

  it('all descend from base, which defines every catalogued property', () => {
    expect(Object.keys(THEMES.base?.properties ?? {}).sort()).toEqual([...THEME_PROPERTY_KEYS].sort());
    for (const name of THEME_NAMES) {
      let current = THEMES[name];
      for (let hops = 0; current?.extends && hops < 10; hops += 1) current = THEMES[current.extends];
      expect(current?.name, name).toBe('base');
    }
  });

  it.each(THEME_NAMES)('%s resolves without problems and defines every property', (name) => {
    const definition = THEMES[name];
    if (!definition) throw new Error(name);
    const { [name]: _self, ...others } = THEMES;
    expect(themeSaveProblems(definition, others)).toEqual([]);
    const problems: ThemeProblem[] = [];
    const safe = resolveThemeSafely(name, THEMES, {}, (problem) => problems.push(problem));
    expect(problems).toEqual([]);
    const theme = resolved[name] ?? {};
    for (const key of THEME_PROPERTY_KEYS) {
      expect(theme[key], `${name} ${key}`).toBeDefined();
      expect(safe[key], `${name} ${key}`).toBe(theme[key]);
    }
  });

  it('differ from each other in primary colour or page background', () => {
    for (const [i, a] of THEME_NAMES.entries()) {
      for (const b of THEME_NAMES.slice(i + 1)) {
        const x = resolved[a] ?? {};
        const y = resolved[b] ?? {};
        const same =
          x['primary.color']?.toLowerCase() === y['primary.color']?.toLowerCase() &&
          x['page.background']?.toLowerCase() === y['page.background']?.toLowerCase();
        expect(same, `${a} and ${b}`).toBe(false);
      }
    }
  });

  it('each set their own look beyond base (fonts, radii or chrome)', () => {
    for (const name of THEME_NAMES.filter((n) => n !== 'base')) {
      const own = Object.keys(THEMES[name]?.properties ?? {});
      expect(own.length, name).toBeGreaterThanOrEqual(4);
    }
  });

  it('use only the shipped font families', () => {
    const fonts = THEME_PROPERTIES.filter((property) => property.kind === 'font').map(
      (property) => property.key,
    );
    for (const name of THEME_NAMES) {
      for (const key of fonts)
        expect(isThemeFont(get(resolved[name] ?? {}, key)), `${name} ${key}`).toBe(true);
    }
  });

  it('keep the brand colours of spec §9', () => {
    expect(resolved.teemill?.['primary.color']).toBe('#86b302');
    expect(resolved.teemillPro?.['primary.color']).toBe('#0aadff');
    expect(resolved.teemillPro?.['button.primary.background']).toBe('#0aadff');
    expect(resolved.teemillPro?.['button.radius']).toBe('12px');
    expect(resolved.teemillProDark?.['primary.color']).toBe('#0aadff');
    expect(resolved.atlasDark?.['primary.color']).toBe('#539bf5');
    expect(resolved.teemillDark?.['primary.color']).toBe('#539bf5');
    expect(resolved.base?.['border.radius']).toBe('4px');
    expect(resolved.base?.['text.font']).toBe('Lato');
  });

  it('use the named radii for buttons (or a deliberate 2px/6px)', () => {
    for (const name of THEME_NAMES) {
      expect(['0', '2px', '4px', '6px', '12px', '999px'], name).toContain(resolved[name]?.['button.radius']);
    }
  });

  it('recolour buttons, announcements and chat when the primary colour changes', () => {
    for (const name of ['base', 'teemill', 'naked', 'charcoal', 'atlas']) {
      const theme = resolveTheme(name, THEMES, { 'primary.color': '#123456' });
      expect(theme['button.primary.background'], name).toBe('#123456');
      expect(theme['chat.header.background'], name).toBe('#123456');
      expect(theme['form.focused.color'], name).toBe('#123456');
      expect(theme['announcementV2.background'], name).toBe(theme['text.color']);
    }
  });

  it('have dark pages and dark surfaces throughout exactly for the dark themes', () => {
    for (const name of THEME_NAMES) {
      const theme = resolved[name] ?? {};
      const page = get(theme, 'page.background');
      if (DARK_THEME_NAMES.includes(name)) {
        for (const key of DARK_SURFACES) {
          const colour = solid(get(theme, key), page);
          expect(relativeLuminance(colour), `${name} ${key} ${colour}`).toBeLessThan(0.2);
        }
        expect(relativeLuminance(get(theme, 'text.color')), name).toBeGreaterThan(0.5);
      } else {
        expect(relativeLuminance(page), `${name} page ${page}`).toBeGreaterThan(0.6);
      }
    }
  });

  it('keep text readable (WCAG AA 4.5:1) on every surface', () => {
    const failures: string[] = [];
    for (const name of THEME_NAMES) {
      const theme = resolved[name] ?? {};
      for (const [text, background, behindKey] of READABLE_PAIRS) {
        const behind = solid(get(theme, behindKey), get(theme, 'page.background'));
        const surface = solid(get(theme, background), behind);
        const ink = solid(get(theme, text), surface);
        const ratio = contrastRatio(ink, surface);
        if (ratio < 4.5)
          failures.push(`${name}: ${text} ${ink} on ${background} ${surface} = ${ratio.toFixed(2)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('make the dark variants of error, warning and success darker', () => {
    for (const name of THEME_NAMES) {
      const theme = resolved[name] ?? {};
      for (const status of ['error', 'warning', 'success'] as const) {
        expect(relativeLuminance(get(theme, `${status}.color.dark`)), `${name} ${status}`).toBeLessThan(
          relativeLuminance(get(theme, `${status}.color`)),
        );
      }
    }
  });
});
