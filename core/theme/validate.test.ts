import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { THEME_PROPERTY_KEYS } from './properties';
import { THEMES } from './registry';
import { referenceTarget, resolveTheme } from './resolve';
import type { ThemeDefinition, ThemeRegistry } from './types';
import {
  isCssColour,
  isCssShadow,
  isThemeUrl,
  resolveThemeSafely,
  type ThemeProblem,
  themeSaveProblems,
  validateProperty,
} from './validate';

describe('validateProperty', () => {
  it.each([
    '#fff',
    '#FFF8',
    '#86b302',
    '#86b30280',
    'rgb(0, 0, 0)',
    'rgba(255,255,255,0.5)',
    'rgba(10, 20, 30, 50%)',
    'rgb(100%, 0%, 0%)',
    'transparent',
    '$primary.color',
  ])('accepts the colour %j', (value) => {
    expect(validateProperty('button.primary.background', value)).toBeNull();
  });

  it.each([
    'red',
    '86b302',
    '#12345',
    '#ggg',
    'rgb(256, 0, 0)',
    'rgba(0, 0, 0, 1.5)',
    'rgb(0, 0)',
    'hsl(0, 50%, 50%)',
    '',
    '$',
    '$not a ref',
    'url(javascript:alert(1))',
  ])('refuses the colour %j', (value) => {
    expect(validateProperty('button.primary.background', value)).toMatch(/button\.primary\.background must/);
  });

  it.each(['0', '4px', '0.5rem', '999px', '12px', '50%', '.25em', '$border.radius'])(
    'accepts the radius %j',
    (value) => {
      expect(validateProperty('button.radius', value)).toBeNull();
    },
  );

  it.each(['4', 'px', '-4px', '4 px', '4pt', 'calc(4px)', 'large'])('refuses the radius %j', (value) => {
    expect(validateProperty('button.radius', value)).toBe(
      'button.radius must be a CSS length such as 0, 4px or 0.5rem',
    );
  });

  it('checks flags', () => {
    expect(validateProperty('footer.visible', '0')).toBeNull();
    expect(validateProperty('menu.searchBar.show', '1')).toBeNull();
    expect(validateProperty('product.quantitySelector.visible', 'true')).toBe(
      'product.quantitySelector.visible must be 0 or 1',
    );
    expect(validateProperty('footer.visible', '2')).not.toBeNull();
  });

  it('checks enums and transforms against their lists', () => {
    expect(validateProperty('product.description.placement', 'belowSelectors')).toBeNull();
    expect(validateProperty('product.description.placement', 'tab')).toBeNull();
    expect(validateProperty('product.description.placement', 'sidebar')).toBe(
      'product.description.placement must be one of aboveSelectors, belowSelectors, tab',
    );
    expect(validateProperty('product.thumbnails.layout', 'carousel')).toBeNull();
    expect(validateProperty('product.thumbnails.layout', 'Grid')).not.toBeNull();
    expect(validateProperty('heading1.transform', 'uppercase')).toBeNull();
    expect(validateProperty('menu.text.transform', 'capitalize')).toBeNull();
    expect(validateProperty('heading1.transform', 'shout')).toBe(
      'heading1.transform must be one of none, uppercase, lowercase, capitalize',
    );
  });

  it('checks font family names', () => {
    for (const value of [
      'Lato',
      'Playfair Display',
      'DM Serif Display',
      'Noto Sans JP',
      'Font-2',
      '$primary.font',
    ])
      expect(validateProperty('heading1.font', value), value).toBeNull();
    for (const value of ["'Lato'", 'Lato, serif', 'Lato!', '', 'A'.repeat(61)])
      expect(validateProperty('heading1.font', value), value).toMatch(/font family name/);
  });

  it('checks shadows', () => {
    for (const value of [
      'none',
      '0 2px 4px rgba(0, 0, 0, 0.4)',
      '1px 1px #000',
      '#000 1px 1px 2px',
      'inset 0 0 0 1px #2e2566',
      '0 1px 2px #0003, 0 2px 8px rgba(0,0,0,0.1)',
      '-2px -2px 0 transparent',
    ])
      expect(isCssShadow(value), value).toBe(true);
    for (const value of [
      'light',
      '2px',
      '0 2px 4px red',
      '0 1px 2px 3px 4px',
      '0 2px (4px)',
      '0 2px 4px #000 #fff',
      ',',
    ])
      expect(isCssShadow(value), value).toBe(false);
    expect(validateProperty('text.shadow', 'heavy')).toMatch(/text\.shadow must be none or a CSS shadow/);
    expect(validateProperty('card.shadow', '0 1px 3px rgba(29, 36, 23, 0.12)')).toBeNull();
  });

  it('checks URLs: relative or https only', () => {
    for (const value of [
      '',
      '/media/logo.png',
      'media/a.jpg',
      'https://cdn.example.com/v.mp4',
      'https://a.b:8443/x?y=1#z',
    ])
      expect(isThemeUrl(value), value).toBe(true);
    for (const value of [
      'http://example.com/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAA',
      '//evil.example/a.png',
      'https://',
      '/a b.png',
      "/a'.png",
      '/a(1).png',
      'ftp://x/y',
    ])
      expect(isThemeUrl(value), value).toBe(false);
    expect(validateProperty('image.default', 'http://example.com/a.png')).toBe(
      'image.default must be a relative or https URL',
    );
    expect(validateProperty('video.default', '/media/intro.mp4')).toBeNull();
  });

  it('accepts any short text', () => {
    expect(validateProperty('product.community.title', 'Worn by you')).toBeNull();
    expect(validateProperty('product.community.emptySubtitle', '')).toBeNull();
    expect(validateProperty('product.community.title', "Shoppers' photos")).toBeNull();
    expect(validateProperty('product.community.title', 'x'.repeat(301))).toBe(
      'product.community.title must be at most 300 characters',
    );
  });

  it('refuses characters that could break out of the stylesheet, in every kind', () => {
    for (const [key, value] of [
      ['primary.color', '#fff;}'],
      ['product.community.title', 'Hi <script>'],
      ['product.community.title', 'a { b'],
      ['image.default', '/a;b'],
      ['text.shadow', '0 0 1px #000}'],
    ] as const) {
      expect(validateProperty(key, value), value).toBe(`${key} must not contain ; { } < or >`);
    }
    expect(validateProperty('product.community.title', 'line\nbreak')).toMatch(/control characters/);
  });

  it('refuses unknown keys and non-text values', () => {
    expect(validateProperty('button.colour', '#fff')).toBe('button.colour is not a theme property');
    expect(validateProperty('__proto__', '#fff')).toBe('__proto__ is not a theme property');
    expect(validateProperty('primary.color', 42)).toBe('primary.color must be text');
    expect(validateProperty('primary.color', null)).toBe('primary.color must be text');
  });

  it('has colour helpers that agree with the rules', () => {
    expect(isCssColour('#86b302')).toBe(true);
    expect(isCssColour('rgba(0, 0, 0, .5)')).toBe(true);
    expect(isCssColour('black')).toBe(false);
  });
});

const mine = (properties: Record<string, string>, extra: Partial<ThemeDefinition> = {}): ThemeDefinition => ({
  name: 'mine',
  extends: 'teemill',
  properties,
  ...extra,
});

describe('themeSaveProblems', () => {
  it('accepts a sound theme', () => {
    expect(themeSaveProblems(mine({ 'primary.color': '#123456', 'button.radius': '999px' }), THEMES)).toEqual(
      [],
    );
    expect(themeSaveProblems(mine({ 'menu.background': '$primary.color' }), THEMES)).toEqual([]);
    expect(themeSaveProblems({ name: 'standalone', properties: { 'text.color': '#000' } }, THEMES)).toEqual(
      [],
    );
  });

  it('refuses reference cycles, including ones through inherited values', () => {
    expect(themeSaveProblems(mine({ 'primary.color': '$button.primary.background' }), THEMES)).toEqual([
      {
        key: 'primary.color',
        message:
          'Theme properties refer to each other: primary.color → button.primary.background → primary.color',
      },
    ]);
    const problems = themeSaveProblems(
      mine({ 'text.color': '$menu.text.color', 'menu.text.color': '$text.color' }),
      THEMES,
    );
    // both own values take part in the cycle, so both fields are refused
    expect(problems.map((problem) => problem.key).sort()).toEqual(['menu.text.color', 'text.color']);
    for (const problem of problems)
      expect(problem.message).toBe(
        'Theme properties refer to each other: menu.text.color → text.color → menu.text.color',
      );
  });

  it('refuses references to unknown properties', () => {
    expect(themeSaveProblems(mine({ 'primary.color': '$nope' }), THEMES)).toEqual([
      { key: 'primary.color', message: 'Theme property primary.color refers to unknown nope' },
    ]);
  });

  it('refuses references to a value of another kind', () => {
    const problems = themeSaveProblems(mine({ 'button.primary.background': '$primary.font' }), THEMES);
    expect(problems).toEqual([
      {
        key: 'button.primary.background',
        message: expect.stringMatching(
          /^button\.primary\.background refers to primary\.font, but .* must be a colour/,
        ),
      },
    ]);
    expect(themeSaveProblems(mine({ 'footer.visible': '$button.radius' }), THEMES)).toHaveLength(1);
  });

  it('refuses an unknown parent and inheritance loops', () => {
    expect(themeSaveProblems(mine({}, { extends: 'nowhere' }), THEMES)).toEqual([
      { key: 'extends', message: 'Theme nowhere does not exist' },
    ]);
    expect(themeSaveProblems(mine({}, { extends: 'mine' }), THEMES)).toEqual([
      { key: 'extends', message: 'Theme mine cannot extend itself' },
    ]);
    const registry: ThemeRegistry = { ...THEMES, child: { name: 'child', extends: 'mine', properties: {} } };
    expect(themeSaveProblems(mine({}, { extends: 'child' }), registry)).toEqual([
      { key: 'extends', message: 'Theme mine would extend itself through child' },
    ]);
  });

  it('refuses invalid values and unknown keys', () => {
    expect(
      themeSaveProblems(
        mine({ 'primary.color': 'green', 'button.radius': 'round', 'footer.visible': 'yes', 'made.up': '1' }),
        THEMES,
      ),
    ).toEqual([
      { key: 'primary.color', message: expect.stringMatching(/^primary\.color must be a colour/) },
      { key: 'button.radius', message: expect.stringMatching(/^button\.radius must be a CSS length/) },
      { key: 'footer.visible', message: 'footer.visible must be 0 or 1' },
      { key: 'made.up', message: 'made.up is not a theme property' },
    ]);
  });

  it('refuses a bad name', () => {
    expect(themeSaveProblems(mine({}, { name: '1st theme' }), THEMES)).toEqual([
      { key: 'name', message: expect.stringMatching(/^Theme name must start with a letter/) },
    ]);
  });
});

describe('resolveThemeSafely', () => {
  const collect = () => {
    const problems: ThemeProblem[] = [];
    return { problems, onProblem: (problem: ThemeProblem) => problems.push(problem) };
  };

  it('matches strict resolution for sound input', () => {
    const { problems, onProblem } = collect();
    const overrides = { 'primary.color': '#123456', 'button.radius': '999px' };
    expect(resolveThemeSafely('teemillPro', THEMES, overrides, onProblem)).toEqual(
      resolveTheme('teemillPro', THEMES, overrides),
    );
    expect(problems).toEqual([]);
  });

  it('gives an invalid override the parent theme value and reports it', () => {
    const { problems, onProblem } = collect();
    const theme = resolveThemeSafely('teemillPro', THEMES, { 'primary.color': 'blue' }, onProblem);
    expect(theme['primary.color']).toBe('#0aadff');
    expect(theme['button.primary.background']).toBe('#0aadff');
    expect(problems).toEqual([
      {
        theme: 'teemillPro',
        key: 'primary.color',
        value: 'blue',
        message: expect.stringMatching(/^primary\.color must be a colour/),
      },
    ]);
  });

  it('walks up to the nearest ancestor with a usable value', () => {
    const registry: ThemeRegistry = {
      ...THEMES,
      broken: {
        name: 'broken',
        extends: 'teemillPro',
        properties: { 'border.radius': '$nope', 'text.color': '#zzz' },
      },
    };
    const { problems, onProblem } = collect();
    const theme = resolveThemeSafely('broken', registry, {}, onProblem);
    expect(theme['border.radius']).toBe('12px');
    expect(theme['button.radius']).toBe('12px');
    expect(theme['text.color']).toBe(resolveTheme('teemillPro', THEMES)['text.color']);
    expect(problems.map((problem) => [problem.theme, problem.key, problem.value])).toEqual([
      ['broken', 'text.color', '#zzz'],
      ['broken', 'border.radius', '$nope'],
    ]);
    expect(problems[1]?.message).toBe('Theme property border.radius refers to unknown nope');
  });

  it('breaks reference cycles at the newest value', () => {
    const { problems, onProblem } = collect();
    const theme = resolveThemeSafely(
      'teemill',
      THEMES,
      { 'primary.color': '$button.primary.background' },
      onProblem,
    );
    expect(theme['primary.color']).toBe('#86b302');
    expect(theme['button.primary.background']).toBe('#86b302');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      theme: 'teemill',
      key: 'primary.color',
      value: '$button.primary.background',
    });
    expect(problems[0]?.message).toMatch(/refer to each other/);
  });

  it('refuses references to values of another kind', () => {
    const { problems, onProblem } = collect();
    const theme = resolveThemeSafely('base', THEMES, { 'heading1.font': '$text.color' }, onProblem);
    expect(theme['heading1.font']).toBe('Lato');
    expect(theme['heading2.font']).toBe('Lato');
    expect(problems).toHaveLength(1);
    expect(problems[0]?.key).toBe('heading1.font');
  });

  it('falls back to teemill for an unknown theme, keeping the overrides', () => {
    const { problems, onProblem } = collect();
    const theme = resolveThemeSafely('vapourwave', THEMES, { 'page.background': '#101010' }, onProblem);
    expect(theme['primary.color']).toBe('#86b302');
    expect(theme['heading1.font']).toBe(resolveTheme('teemill', THEMES)['heading1.font']);
    expect(theme['page.background']).toBe('#101010');
    expect(problems).toEqual([
      {
        theme: 'vapourwave',
        key: 'name',
        value: 'vapourwave',
        message: 'Theme vapourwave does not exist; using teemill',
      },
    ]);
  });

  it('survives an unknown parent, an inheritance loop and prototype names', () => {
    const registry: ThemeRegistry = {
      ...THEMES,
      orphan: { name: 'orphan', extends: 'gone', properties: { 'primary.color': '#abcdef' } },
      a: { name: 'a', extends: 'b', properties: {} },
      b: { name: 'b', extends: 'a', properties: { 'primary.color': '#0000ff' } },
    };
    const orphan = collect();
    expect(resolveThemeSafely('orphan', registry, {}, orphan.onProblem)['primary.color']).toBe('#abcdef');
    expect(orphan.problems.map((problem) => problem.message)).toEqual(['Theme gone does not exist']);
    const loop = collect();
    expect(resolveThemeSafely('a', registry, {}, loop.onProblem)['primary.color']).toBe('#0000ff');
    expect(loop.problems.map((problem) => problem.message)).toEqual(['Theme a extends itself through a']);
    for (const name of ['constructor', '__proto__', 'toString']) {
      expect(resolveThemeSafely(name, THEMES)['primary.color']).toBe('#86b302');
    }
  });

  it('drops unknown keys and non-text values with a report', () => {
    const { problems, onProblem } = collect();
    const overrides = { 'made.up': '#fff', 'primary.color': 7 } as unknown as Record<string, string>;
    const theme = resolveThemeSafely('teemill', THEMES, overrides, onProblem);
    expect(theme['primary.color']).toBe('#86b302');
    expect(theme).not.toHaveProperty('made.up');
    expect(problems.map((problem) => problem.key)).toEqual(['made.up', 'primary.color']);
  });

  it('returns every catalogued property even for an empty registry, and ignores a throwing logger', () => {
    const theme = resolveThemeSafely('teemill', {}, { 'primary.color': 'nope' }, () => {
      throw new Error('logger down');
    });
    expect(Object.keys(theme).sort()).toEqual([...THEME_PROPERTY_KEYS].sort());
    expect(theme['primary.color']).toBe('#86b302');
  });

  const keyArbitrary = fc.oneof(
    fc.constantFrom(...THEME_PROPERTY_KEYS),
    fc.string({ maxLength: 12 }),
    fc.constantFrom('__proto__', 'constructor', 'toString'),
  );
  const valueArbitrary = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.constantFrom(...THEME_PROPERTY_KEYS).map((key) => `$${key}`),
    fc.constantFrom(
      '#fff',
      '#00000080',
      'transparent',
      '4px',
      '0',
      '1',
      'Lato',
      'none',
      'grid',
      'uppercase',
      '$nope',
    ),
  );

  it('never throws and always returns valid values for every property (property test)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(keyArbitrary, valueArbitrary, { maxKeys: 25 }),
        fc.constantFrom('teemill', 'base', 'charcoal', 'teemillProDark', 'deepSpace', 'missing', '__proto__'),
        (overrides, name) => {
          const problems: ThemeProblem[] = [];
          const theme = resolveThemeSafely(name, THEMES, overrides, (problem) => problems.push(problem));
          for (const key of THEME_PROPERTY_KEYS) {
            const value = theme[key];
            expect(typeof value).toBe('string');
            expect(validateProperty(key, value)).toBeNull();
            // A free-text value may start with '$'; what must never survive is an unresolved reference.
            expect(referenceTarget(value ?? '')).toBeUndefined();
          }
          for (const problem of problems) expect(typeof problem.message).toBe('string');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('never throws for arbitrary registries either (property test)', () => {
    const definition = fc.record({
      name: fc.string({ maxLength: 6 }),
      extends: fc.option(fc.constantFrom('base', 'teemill', 'x', 'y', ''), { nil: undefined }),
      properties: fc.dictionary(keyArbitrary, valueArbitrary, { maxKeys: 10 }),
    });
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('x', 'y', 'teemill', 'base'), definition), (registry) => {
        const theme = resolveThemeSafely('x', registry as ThemeRegistry, {});
        expect(Object.keys(theme)).toHaveLength(THEME_PROPERTY_KEYS.length);
      }),
      { numRuns: 200 },
    );
  });
});
