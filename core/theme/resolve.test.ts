import { describe, expect, it } from 'vitest';
import { THEMES } from './registry';
import {
  cssVariableName,
  flattenTheme,
  resolveReferences,
  resolveTheme,
  themeProblems,
  themeToCss,
} from './resolve';

describe('theme resolution', () => {
  it('gives each brand variant its primary colour', () => {
    expect(resolveTheme('teemill', THEMES)['primary.color']).toBe('#86b302');
    expect(resolveTheme('teemillPro', THEMES)['primary.color']).toBe('#0aadff');
    expect(resolveTheme('teemillDark', THEMES)['primary.color']).toBe('#539bf5');
  });

  it('follows references through parents', () => {
    const theme = resolveTheme('teemillPro', THEMES);
    expect(theme['button.primary.background']).toBe('#0aadff');
    expect(theme['button.radius']).toBe('12px');
    expect(theme['text.font']).toBe('Lato');
  });

  it('lets store overrides win', () => {
    expect(resolveTheme('teemill', THEMES, { 'primary.color': '#123456' })['button.primary.background']).toBe(
      '#123456',
    );
  });

  it('refuses reference cycles and unknown references', () => {
    expect(() => resolveReferences({ a: '$b', b: '$a' })).toThrow(/refer to each other: a → b → a/);
    expect(() => resolveReferences({ a: '$missing' })).toThrow(/refers to unknown missing/);
  });

  it('refuses unknown parents and inheritance loops', () => {
    expect(() => flattenTheme('x', { x: { name: 'x', extends: 'y', properties: {} } })).toThrow(
      'Theme y does not exist',
    );
    expect(() =>
      flattenTheme('x', {
        x: { name: 'x', extends: 'y', properties: {} },
        y: { name: 'y', extends: 'x', properties: {} },
      }),
    ).toThrow(/extends itself/);
  });

  it('reports problems for a theme about to be saved', () => {
    expect(
      themeProblems({ name: 'mine', extends: 'teemill', properties: { 'primary.color': '#000' } }, THEMES),
    ).toEqual([]);
    expect(
      themeProblems({ name: 'mine', extends: 'teemill', properties: { 'primary.color': '$nope' } }, THEMES),
    ).toHaveLength(1);
  });

  it('writes CSS custom properties and drops values that could break out of the rule', () => {
    expect(cssVariableName('button.primary.background')).toBe('--button-primary-background');
    expect(cssVariableName('logoTextColor')).toBe('--logo-text-color');
    expect(themeToCss({ 'primary.color': '#fff', evil: 'red;}body{display:none' })).toBe(
      ':root{--primary-color:#fff}',
    );
  });
});
