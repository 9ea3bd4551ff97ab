import { describe, expect, it } from 'vitest';
import { INVALID_HEX_MESSAGE } from '../colour';
import {
  normaliseHex,
  overrideProblem,
  overridesProblems,
  parentValue,
  propertyLabel,
  RADIUS_CHOICES,
  referenceChoices,
  resetOverride,
  themeEditorGroups,
  themeLabel,
} from './editor';
import { THEME_PROPERTIES, THEME_PROPERTY_GROUPS } from './properties';
import { THEMES } from './registry';

describe('the theme editor groups', () => {
  it('lists the §3 groups in order, each property once', () => {
    const groups = themeEditorGroups();
    expect(groups.map((group) => group.group)).toEqual([...THEME_PROPERTY_GROUPS]);
    expect(groups.flatMap((group) => group.properties.map((property) => property.key)).sort()).toEqual(
      THEME_PROPERTIES.map((property) => property.key).sort(),
    );
    expect(groups[0]).toMatchObject({ label: 'Primary colour and font' });
    expect(groups[0]?.properties.map((property) => property.key)).toEqual([
      'primary.color',
      'primary.contrast',
      'primary.font',
    ]);
  });

  it('offers the §9 radii', () => {
    expect(RADIUS_CHOICES).toEqual([
      { label: 'Sharp', value: '0' },
      { label: 'Smooth', value: '4px' },
      { label: 'Rounded', value: '12px' },
      { label: 'Circle', value: '999px' },
    ]);
  });

  it('names themes and properties for people', () => {
    expect(themeLabel('neonCity')).toBe('Neon City');
    expect(themeLabel('teemillProDark')).toBe('Teemill Pro Dark');
    expect(themeLabel('base')).toBe('Base');
    expect(propertyLabel('button.primary.background')).toBe('Button primary background');
    expect(propertyLabel('menu.searchBar.show')).toBe('Menu search bar show');
    expect(propertyLabel('primary.color')).toBe('Primary colour');
  });
});

describe('reset to the parent theme', () => {
  it('drops the override, leaving the others', () => {
    expect(resetOverride({ 'primary.color': '#ff0000', 'text.color': '#111111' }, 'primary.color')).toEqual({
      'text.color': '#111111',
    });
    expect(resetOverride({}, 'primary.color')).toEqual({});
  });

  it("reads the parent theme's own value, a literal or a reference", () => {
    expect(parentValue('teemill', 'primary.color', THEMES)).toBe('#86b302');
    expect(parentValue('teemillPro', 'primary.color', THEMES)).toBe('#0aadff');
    expect(parentValue('teemill', 'button.primary.background', THEMES)).toBe('$primary.color');
  });
});

describe('references the editor offers', () => {
  it('offers properties of the same kind, never the property itself', () => {
    const choices = referenceChoices('button.primary.background', 'teemill', {}, THEMES);
    expect(choices).toContain('$primary.color');
    expect(choices).not.toContain('$button.primary.background');
    expect(choices).not.toContain('$primary.font');
  });

  it('leaves out properties that refer back to it, which would make a cycle', () => {
    // button.primary.border.color refers to button.primary.background in base
    const choices = referenceChoices('button.primary.background', 'teemill', {}, THEMES);
    expect(choices).not.toContain('$button.primary.border.color');
    const overridden = referenceChoices(
      'primary.color',
      'teemill',
      { 'text.color': '$primary.color' },
      THEMES,
    );
    expect(overridden).not.toContain('$text.color');
  });
});

describe('override values', () => {
  it('writes hex colours with # in lower case', () => {
    expect(normaliseHex('FF0000')).toBe('#ff0000');
    expect(normaliseHex(' #ABC ')).toBe('#abc');
    expect(normaliseHex('red')).toBe('red');
  });

  it('refuses a colour that is not hex with the §5 message, and takes references', () => {
    expect(INVALID_HEX_MESSAGE).toBe('not a valid hex string');
    expect(overrideProblem('primary.color', '#12345')).toBe('not a valid hex string');
    expect(overrideProblem('primary.color', 'red')).toBe('not a valid hex string');
    expect(overrideProblem('primary.color', 'ff0000')).toBe('not a valid hex string');
    expect(overrideProblem('primary.color', '#ff0000')).toBeNull();
    expect(overrideProblem('primary.color', '$text.color')).toBeNull();
  });

  it('checks other kinds as the theme does', () => {
    expect(overrideProblem('border.radius', '12px')).toBeNull();
    expect(overrideProblem('border.radius', 'round')).toMatch(/must be a CSS length/);
    expect(overrideProblem('primary.font', 'Lato')).toBeNull();
    expect(overrideProblem('nope.key', '1')).toBe('nope.key is not a theme property');
  });

  it('refuses unknown references, cycles and references to another kind', () => {
    expect(overridesProblems('teemill', { 'primary.color': '#ff0000' }, THEMES)).toEqual({});
    expect(overridesProblems('teemill', { 'primary.color': '$nope' }, THEMES)).toEqual({
      'primary.color': ['Theme property primary.color refers to unknown nope'],
    });
    const cycle = overridesProblems('teemill', { 'primary.color': '$button.primary.background' }, THEMES);
    expect(Object.values(cycle).flat().join()).toMatch(/refer to each other/);
    expect(
      overridesProblems('teemill', { 'primary.color': '$primary.font' }, THEMES)['primary.color'],
    ).toEqual([expect.stringMatching(/primary.color refers to primary.font, but/)]);
  });
});
