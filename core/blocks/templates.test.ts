import { describe, expect, it } from 'vitest';
import { isBlockTemplate, renderingMode, templateOf } from './templates';

describe('template mode', () => {
  it('renders a page in template mode when any block names a template, else in the masonry grid', () => {
    expect(renderingMode([{ template: null }, { template: null }])).toBe('grid');
    expect(renderingMode([{ template: '' }])).toBe('grid');
    expect(renderingMode([{ template: null }, { template: 'full' }])).toBe('template');
    expect(renderingMode([])).toBe('grid');
  });

  it('gives each block its template, wide when it names none or an unknown one', () => {
    expect(templateOf({ template: 'full' })).toBe('full');
    expect(templateOf({ template: 'narrow' })).toBe('narrow');
    expect(templateOf({ template: null })).toBe('wide');
    expect(templateOf({ template: 'hero' })).toBe('wide');
    expect(isBlockTemplate('wide')).toBe(true);
    expect(isBlockTemplate('Wide')).toBe(false);
  });
});
