import { describe, expect, it } from 'vitest';
import { PRIVATE_PROPERTIES } from '../blocks/private-properties';
import { BlockRegistry } from '../blocks/registry';
import { BLOCK_SCHEMAS } from '../blocks/schemas';
import { BLOCK_TYPES } from '../blocks/types/index';
import { validateBlockProperties } from '../blocks/validate';
import { INVALID_HEX_MESSAGE } from '../colour/parse';
import { blockFields, FIELD_KINDS, type FieldDescriptor, fieldError, labelFromName } from './fields';

const shapeKeys = (type: string) =>
  Object.keys((BLOCK_SCHEMAS[type] as unknown as { _zod: { def: { shape: object } } })._zod.def.shape);

const field = (type: string, path: string): FieldDescriptor | undefined => {
  const search = (fields: readonly FieldDescriptor[]): FieldDescriptor | undefined => {
    for (const candidate of fields) {
      if (candidate.path === path) return candidate;
      if (candidate.kind === 'group' && candidate.fields) {
        const inner = search(candidate.fields);
        if (inner) return inner;
      }
    }
    return undefined;
  };
  return search(blockFields(type));
};

const kindOf = (type: string, path: string) => field(type, path)?.kind;

describe('blockFields', () => {
  it.each(BLOCK_TYPES.map((type) => type.name))(
    '%s: a field for every schema property but the private ones and published',
    (type) => {
      expect(BLOCK_SCHEMAS[type], `${type} has a schema`).toBeDefined();
      const hidden = new Set([...(PRIVATE_PROPERTIES[type] ?? []), 'published']);
      const expected = shapeKeys(type).filter((key) => !hidden.has(key));
      expect(blockFields(type).map((descriptor) => descriptor.path)).toEqual(expected);
      for (const descriptor of blockFields(type)) {
        expect(FIELD_KINDS).toContain(descriptor.kind);
        expect(descriptor.label).toMatch(/^[A-Z]/);
      }
    },
  );

  it('leaves out private properties (the contact form address)', () => {
    expect(field('mailContactForm', 'contactEmail')).toBeUndefined();
  });

  it.each([
    ['banner', 'titleColor', 'colour'],
    ['banner', 'media.overlay', 'colour'],
    ['button', 'styles.borderColor', 'colour'],
    ['banner', 'font', 'font'],
    ['text', 'font', 'font'],
    ['banner', 'image', 'image'],
    ['image', 'src', 'image'],
    ['banner', 'videoThumbnail', 'image'],
    ['banner', 'video', 'video'],
    ['card', 'media.video', 'video'],
    ['banner', 'href', 'link'],
    ['socials', 'links.facebook', 'link'],
    ['banner', 'target', 'target'],
    ['action', 'action', 'action'],
    ['banner', 'conditions', 'condition'],
    ['banner', 'actions', 'items'],
    ['slideshow', 'speed', 'number'],
    ['slideshow', 'compact', 'boolean'],
    ['slideshow', 'mode', 'enum'],
    ['text', 'text', 'richText'],
    ['html', 'html', 'longText'],
    ['expandable', 'copy', 'longText'],
    ['banner', 'copy', 'longText'],
    ['banner', 'title', 'text'],
    ['youtube', 'video', 'text'],
    ['grid', 'columns', 'group'],
    ['spacer', 'ratio', 'enum'],
  ])('%s.%s is %s', (type, path, kind) => {
    expect(kindOf(type, path)).toBe(kind);
  });

  it('gives numbers their bounds and whether they are whole', () => {
    expect(field('text', 'fontSize')).toMatchObject({ min: 8, max: 120 });
    expect(field('text', 'fontSize')?.integer).toBeUndefined();
    expect(field('slideshow', 'speed')).toMatchObject({ min: 1000, max: 60_000, integer: true });
    expect(field('grid', 'columns.xs')).toMatchObject({ kind: 'number', min: 1, max: 6, integer: true });
  });

  it('gives enums their options and text its longest length', () => {
    expect(field('slideshow', 'mode')?.options).toEqual(['slideshow', 'random', 'single']);
    expect(field('button', 'text')).toMatchObject({ kind: 'text', maxLength: 100 });
  });

  it('describes lists: items of groups with their own fields, items of text and colours', () => {
    const actions = field('banner', 'actions');
    expect(actions).toMatchObject({ kind: 'items', itemType: 'group', maxItems: 6 });
    expect(actions?.fields?.map((inner) => [inner.path, inner.kind])).toEqual([
      ['text', 'text'],
      ['href', 'link'],
      ['action', 'action'],
      ['target', 'target'],
      ['icon', 'text'],
      ['primary', 'boolean'],
    ]);
    expect(field('banner', 'overlayColors')).toMatchObject({
      kind: 'items',
      itemType: 'colour',
      maxItems: 4,
    });
    expect(field('taglets', 'tags')).toMatchObject({ kind: 'items', itemType: 'text', maxItems: 20 });
    expect(field('summary', 'points')?.fields?.map((inner) => inner.path)).toEqual(['title', 'copy', 'icon']);
  });

  it('labels fields from their names unless the label map says better', () => {
    expect(labelFromName('buttonText')).toBe('Button text');
    expect(labelFromName('titleBackgroundColor')).toBe('Title background color');
    expect(field('gate', 'buttonText')?.label).toBe('Button text');
    expect(field('banner', 'href')?.label).toBe('Link');
    expect(field('banner', 'titleBackgroundColor')?.label).toBe('Title background colour');
    expect(field('youtube', 'video')?.label).toBe('YouTube video');
  });

  it('is [] for a type without a schema', () => {
    expect(blockFields('no-such-type')).toEqual([]);
  });
});

describe('fieldError', () => {
  const registry = new BlockRegistry(BLOCK_TYPES);
  const saveError = (type: string, path: string, value: unknown) => {
    const properties: Record<string, unknown> = {};
    const names = path.split('.');
    let holder = properties;
    for (const name of names.slice(0, -1)) {
      holder[name] = {};
      holder = holder[name] as Record<string, unknown>;
    }
    holder[names[names.length - 1] as string] = value;
    if (path.startsWith('actions.0.')) properties.actions = [{ [path.split('.')[2] as string]: value }];
    if (path === 'overlayColors.1') properties.overlayColors = ['#fff', value];
    return validateBlockProperties(registry, type, properties).errors[path]?.[0] ?? null;
  };

  it.each([
    ['text', 'fontSize', 200],
    ['text', 'fontSize', 2],
    ['slideshow', 'speed', 1500.5],
    ['banner', 'titleColor', '#zz'],
    ['banner', 'href', 'javascript:alert(1)'],
    ['grid', 'columns.lg', 9],
    ['banner', 'fontScale', 3],
    ['banner', 'actions.0.href', 'javascript:alert(1)'],
    ['banner', 'overlayColors.1', 'nope'],
  ])('%s.%s = %j: the save path’s own message', (type, path, value) => {
    const message = fieldError(type, path, value);
    expect(message).not.toBeNull();
    expect(message).toBe(saveError(type, path, value));
  });

  it('refuses an invalid hex with the §5 message and accepts what saving accepts', () => {
    expect(fieldError('banner', 'backgroundColor', 'blue')).toBe(INVALID_HEX_MESSAGE);
    expect(fieldError('banner', 'backgroundColor', '#0af')).toBeNull();
    expect(fieldError('banner', 'backgroundColor', '')).toBeNull();
    expect(fieldError('text', 'fontSize', 16)).toBeNull();
    expect(fieldError('banner', 'href', '@open-chat')).toBeNull();
    expect(fieldError('no-such-type', 'x', 1)).toBeNull();
  });
});
