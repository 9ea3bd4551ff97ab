import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_PLACEMENTS,
  isThemePropertyKey,
  THEME_PROPERTIES,
  THEME_PROPERTY_DEFAULTS,
  THEME_PROPERTY_GROUPS,
  THEME_PROPERTY_KEYS,
  THEME_PROPERTY_MAP,
  THUMBNAIL_LAYOUTS,
  themeProperty,
} from './properties';
import { cssVariableName, referenceTarget, resolveReferences } from './resolve';
import { validateProperty } from './validate';

/** Keys the storefront CSS and older code already rely on. */
const STABLE_KEYS = [
  'primary.color',
  'primary.contrast',
  'primary.font',
  'logo.text.color',
  'border.radius',
  'page.background',
  'heading1.font',
  'heading1.transform',
  'text.font',
  'text.color',
  'text.muted',
  'menu.background',
  'menu.text.color',
  'menu.text.font',
  'button.primary.background',
  'button.primary.color',
  'button.radius',
  'image.radius',
  'image.placeholder',
  'footer.visible',
  'footer.background',
  'footer.text.color',
  'announcement.background',
  'announcement.text.color',
  'box.background',
  'border.color',
  'error.color',
  'warning.color',
  'success.color',
];

describe('theme property catalogue', () => {
  it('keeps the keys the storefront uses', () => {
    for (const key of STABLE_KEYS) expect(THEME_PROPERTY_KEYS).toContain(key);
  });

  it('has unique keys and unique CSS variable names', () => {
    expect(new Set(THEME_PROPERTY_KEYS).size).toBe(THEME_PROPERTIES.length);
    expect(new Set(THEME_PROPERTY_KEYS.map(cssVariableName)).size).toBe(THEME_PROPERTIES.length);
  });

  it('covers every group of spec §3', () => {
    const used = new Set(THEME_PROPERTIES.map((property) => property.group));
    expect([...used].sort()).toEqual([...THEME_PROPERTY_GROUPS].sort());
  });

  it('has the spec §3 groups in detail', () => {
    for (const key of [
      'heading2.font',
      'heading3.transform',
      'text.shadow',
      'text.radius',
      'text.background',
      'text.fullBackground',
      'menu.text.transform',
      'menu.searchBar.show',
      'image.default',
      'video.default',
      'banner.title.color',
      'banner.copy.color',
      'banner.background',
      'banner.shadow',
      'button.secondary.background',
      'button.secondary.color',
      'button.secondary.border.color',
      'button.primary.border.color',
      'button.fullBackground',
      'feature.icon.color',
      'quote.font',
      'announcementV2.background',
      'card.background',
      'newsletter.background',
      'gate.background',
      'subFooter.background',
      'form.focused.color',
      'form.error.color',
      'tag.background',
      'error.color.dark',
      'warning.color.dark',
      'success.color.dark',
      'chat.background.image',
      'chat.header.background',
      'chat.input.shadow',
      'chat.scrollbar.color',
      'chat.message.own.background',
      'chat.message.focused.background',
      'chat.message.hidden.text.color',
      'status.success.background',
      'status.success.text.color',
    ]) {
      expect(isThemePropertyKey(key), key).toBe(true);
    }
  });

  it('has the spec defaults', () => {
    expect(THEME_PROPERTY_DEFAULTS['border.radius']).toBe('4px');
    expect(THEME_PROPERTY_DEFAULTS['primary.font']).toBe('Lato');
    expect(THEME_PROPERTY_DEFAULTS['primary.color']).toBe('#86b302');
    expect(THEME_PROPERTY_DEFAULTS['error.color']).toBe('#dd176d');
    expect(THEME_PROPERTY_DEFAULTS['warning.color']).toBe('#f89815');
    expect(THEME_PROPERTY_DEFAULTS['success.color']).toBe('#86b302');
    expect(THEME_PROPERTY_DEFAULTS['image.placeholder']).toBe('#eeeeee');
    expect(THEME_PROPERTY_DEFAULTS['announcement.radius']).toBe('4px');
    expect(THEME_PROPERTY_DEFAULTS['footer.visible']).toBe('1');
    expect(THEME_PROPERTY_DEFAULTS['menu.searchBar.show']).toBe('1');
  });

  it('has the product page settings', () => {
    expect(THEME_PROPERTY_DEFAULTS['product.community.title']).toBe('From the community');
    expect(THEME_PROPERTY_DEFAULTS['product.community.emptySubtitle']).toBe('');
    expect(THEME_PROPERTY_DEFAULTS['product.quantitySelector.visible']).toBe('1');
    expect(THEME_PROPERTY_DEFAULTS['product.description.wordLimited']).toBe('1');
    expect(THEME_PROPERTY_DEFAULTS['product.description.placement']).toBe('aboveSelectors');
    expect(THEME_PROPERTY_DEFAULTS['product.colourSelector.radius']).toBe('2px');
    expect(THEME_PROPERTY_DEFAULTS['product.sizeSelector.radius']).toBe('2px');
    expect(THEME_PROPERTY_DEFAULTS['product.imageCarousel.updateForm']).toBe('1');
    expect(THEME_PROPERTY_DEFAULTS['product.thumbnails.layout']).toBe('grid');
    expect(THEME_PROPERTY_DEFAULTS['product.taglets.visible']).toBe('1');
    expect(THEME_PROPERTY_MAP['product.description.placement'].values).toEqual(DESCRIPTION_PLACEMENTS);
    expect(THEME_PROPERTY_MAP['product.thumbnails.layout'].values).toEqual(THUMBNAIL_LAYOUTS);
  });

  it('gives flags, transforms and enums their allowed values', () => {
    for (const property of THEME_PROPERTIES) {
      if (property.kind === 'flag') expect(property.values).toEqual(['0', '1']);
      if (property.kind === 'transform')
        expect(property.values).toEqual(['none', 'uppercase', 'lowercase', 'capitalize']);
      if (['flag', 'transform', 'enum'].includes(property.kind))
        expect(property.values?.length).toBeGreaterThan(1);
      else expect(property.values).toBeUndefined();
    }
  });

  it('has valid defaults whose references point at catalogued properties of the same kind', () => {
    for (const property of THEME_PROPERTIES) {
      expect(validateProperty(property.key, property.default), property.key).toBeNull();
      const target = referenceTarget(property.default);
      if (target === undefined) continue;
      expect(themeProperty(target)?.kind, `${property.key} → ${target}`).toBe(property.kind);
    }
  });

  it('resolves the defaults to valid literals', () => {
    const resolved = resolveReferences({ ...THEME_PROPERTY_DEFAULTS });
    for (const key of THEME_PROPERTY_KEYS) {
      const value = resolved[key] ?? '';
      expect(referenceTarget(value), key).toBeUndefined();
      expect(validateProperty(key, value), key).toBeNull();
    }
    expect(resolved['button.primary.background']).toBe('#86b302');
    expect(resolved['newsletter.button.color']).toBe(resolved['primary.contrast']);
  });

  it('looks keys up without reaching the prototype', () => {
    expect(themeProperty('constructor')).toBeUndefined();
    expect(themeProperty('__proto__')).toBeUndefined();
    expect(themeProperty('button.radius')?.kind).toBe('radius');
  });
});
