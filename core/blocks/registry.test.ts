import { describe, expect, it } from 'vitest';
import { createBlockRegistry } from './catalogue';
import {
  BlockRegistry,
  buildFromDefaults,
  DASHBOARD,
  defineBlockType,
  EVERYWHERE,
  isCompatible,
  MAIL,
  withDefaults,
} from './registry';

const note = (name = 'note', extra: Partial<Parameters<typeof defineBlockType>[0]> = {}) =>
  defineBlockType({
    name,
    title: 'Note',
    defaults: { text: 'hello', tone: 'calm' },
    ...extra,
  });

describe('defineBlockType', () => {
  it('defaults minSize to 3, size to 12 and compatibility to every page kind', () => {
    const type = note();
    expect(type.minSize).toBe(3);
    expect(type.size).toBe(12);
    expect([...type.compatibility].sort()).toEqual(['atlas', 'native', 'store-platform', 'subdomain']);
    expect(type.hidden).toBe(false);
    expect(type.builder).toBeUndefined();
  });

  it('keeps the size at or above the minimum', () => {
    expect(note('wide', { minSize: 12, size: 3 }).size).toBe(12);
    expect(note('half', { size: 6 }).size).toBe(6);
  });

  it('refuses a minimum outside 1-12', () => {
    expect(() => note('bad', { minSize: 0 })).toThrow(RangeError);
    expect(() => note('bad', { minSize: 13 })).toThrow(RangeError);
  });

  it('hides pseudo-items: types beginning and ending with an underscore', () => {
    expect(note('_add_').hidden).toBe(true);
    expect(note('_').hidden).toBe(false);
    expect(note('_lead').hidden).toBe(false);
    expect(note('trail_').hidden).toBe(false);
    expect(note('quiet', { hidden: true }).hidden).toBe(true);
  });

  it('copies and freezes the defaults', () => {
    const defaults = { list: ['a'] };
    const type = defineBlockType({ name: 'x', title: 'X', defaults });
    defaults.list.push('b');
    expect(type.defaults).toEqual({ list: ['a'] });
    expect(Object.isFrozen(type.defaults.list)).toBe(true);
  });
});

describe('BlockRegistry', () => {
  it('throws the spec message when a name is registered twice', () => {
    const registry = new BlockRegistry([note()]);
    expect(() => registry.register(note())).toThrow(
      new Error('Tried to register block type that conflicts with another'),
    );
  });

  it("throws 'Block type of {type} hasn't been registered' for an unknown type", () => {
    const registry = new BlockRegistry();
    expect(() => registry.get('unicorn')).toThrow(new Error("Block type of unicorn hasn't been registered"));
    expect(registry.has('unicorn')).toBe(false);
  });

  it('lists visible types in registration order; hidden ones only when asked', () => {
    const registry = new BlockRegistry([note('a'), note('_b_'), note('c', { hidden: true }), note('d')]);
    expect(registry.list().map((type) => type.name)).toEqual(['a', 'd']);
    expect(registry.list({ includeHidden: true }).map((type) => type.name)).toEqual(['a', '_b_', 'c', 'd']);
  });

  it('filters by compatibility with a page kind or layout', () => {
    const registry = new BlockRegistry([
      note('anywhere'),
      note('mailOnly', { compatibility: MAIL }),
      note('dashboard', { compatibility: DASHBOARD }),
    ]);
    const names = (page: { kind?: string; layout?: string }) =>
      registry.list({ compatibleWith: page }).map((type) => type.name);
    expect(names({ kind: 'subdomain', layout: 'standard' })).toEqual(['anywhere']);
    expect(names({ kind: 'subdomain', layout: 'mail' })).toEqual(['anywhere', 'mailOnly']);
    expect(names({ kind: 'atlas', layout: 'standard' })).toEqual(['anywhere', 'dashboard']);
    expect(isCompatible(note('x', { compatibility: EVERYWHERE }), {})).toBe(false);
  });

  describe('makeBlock', () => {
    it("throws 'Unable to make block, no type was defined' without a type", () => {
      const registry = new BlockRegistry([note()]);
      expect(() => registry.makeBlock()).toThrow(new Error('Unable to make block, no type was defined'));
      expect(() => registry.makeBlock('')).toThrow(new Error('Unable to make block, no type was defined'));
      expect(() => registry.makeBlock(null)).toThrow(new Error('Unable to make block, no type was defined'));
    });

    it("throws 'Tried to make type but no builder was defined' for a type without a builder", () => {
      const registry = new BlockRegistry([note()]);
      expect(() => registry.makeBlock('note')).toThrow(
        new Error('Tried to make type but no builder was defined'),
      );
    });

    it('throws the unregistered-type error for an unknown type', () => {
      expect(() => new BlockRegistry().makeBlock('ghost')).toThrow(
        "Block type of ghost hasn't been registered",
      );
    });

    it('builds through the attached builder with defaults, default size and overrides', () => {
      const registry = new BlockRegistry([note('note', { size: 6 })]);
      registry.attach('note', { builder: buildFromDefaults });
      const block = registry.makeBlock('note', { properties: { tone: 'loud' }, order: 2 });
      expect(block).toMatchObject({
        type: 'note',
        id: null,
        order: 2,
        size: { x: 6, y: 1 },
        flags: {},
        properties: { text: 'hello', tone: 'loud' },
        items: [],
        parent: null,
        unpublished: false,
        template: null,
      });
      expect(block.uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(registry.makeBlock('note').order).toBe(Number.POSITIVE_INFINITY);
      expect(registry.makeBlock('note', { size: { x: 1 } }).size.x).toBe(3);
    });
  });

  it('attaches a component per registry without touching the shared definition', () => {
    const shared = note();
    const a = new BlockRegistry<string>([shared]);
    const b = new BlockRegistry<string>([shared]);
    a.attach('note', { component: 'NoteComponent' });
    expect(a.get('note').component).toBe('NoteComponent');
    expect(b.get('note').component).toBeUndefined();
    expect(shared).not.toHaveProperty('component');
  });

  it('fills stored properties with defaults; null and undefined take the default', () => {
    const registry = new BlockRegistry([note()]);
    expect(registry.propertiesOf({ type: 'note', properties: { text: null, extra: 1 } })).toEqual({
      text: 'hello',
      tone: 'calm',
      extra: 1,
    });
    expect(withDefaults(note(), { tone: '' })).toEqual({ text: 'hello', tone: '' });
    expect(registry.propertiesOf({ type: 'ghost', properties: { a: 1 } })).toEqual({ a: 1 });
    expect(registry.minSize('ghost')).toBe(3);
  });

  it('gives every block its own copy of the defaults, equal to them in every type', () => {
    const nested = { defaults: { links: [{ label: 'A', href: '/a/' }], style: { colour: { hex: '#000' } } } };
    const first = withDefaults(nested, {});
    const second = withDefaults(nested, {});
    expect(first).toEqual(nested.defaults);
    expect(first.links).not.toBe(second.links);
    expect((first.links as object[])[0]).not.toBe((nested.defaults.links as object[])[0]);
    expect((first.style as { colour: object }).colour).not.toBe(nested.defaults.style.colour);
    for (const type of createBlockRegistry().list({ includeHidden: true })) {
      expect(withDefaults(type, {})).toEqual(structuredClone(type.defaults));
    }
  });
});

describe('createBlockRegistry', () => {
  it('gives visible types the standard builder and hidden ones none', () => {
    const registry = createBlockRegistry();
    expect(registry.makeBlock('button').size.x).toBe(6);
    expect(registry.makeBlock('banner').size.x).toBe(12);
    expect(registry.makeBlock('pod').properties).toMatchObject({ ratio: 'square' });
    expect(() => registry.makeBlock('placeholder')).toThrow('Tried to make type but no builder was defined');
  });

  it('can leave builders to the app', () => {
    expect(() => createBlockRegistry({ builders: false }).makeBlock('button')).toThrow(
      'Tried to make type but no builder was defined',
    );
  });

  it('makes independent registries', () => {
    const a = createBlockRegistry<string>();
    const b = createBlockRegistry<string>();
    a.attach('text', { component: 'Text' });
    expect(b.get('text').component).toBeUndefined();
  });
});
