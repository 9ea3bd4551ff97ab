import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { createPage } from '../pages/model';
import { createBlockRegistry } from './catalogue';
import { type Block, blockFromStored, type StoredBlock } from './types';
import {
  assertValidPage,
  clampSize,
  isIconPosition,
  isValidFontScale,
  isValidTitleSize,
  unknownButtonStyleKeys,
  validateBlockProperties,
  validatePage,
  visibleBannerActions,
} from './validate';

const registry = createBlockRegistry();
const block = (stored: Partial<StoredBlock> & { type: string }, uid = `uid-${Math.random()}`): Block =>
  blockFromStored({ uid, ...stored });
const pageWith = (...blocks: Block[]) => createPage({ url: '/about/', divisionId: 1, blocks });

describe('§5 block rules', () => {
  it('banner fontScale is above 0 and at most 1', () => {
    expect(isValidFontScale(1)).toBe(true);
    expect(isValidFontScale(0.55)).toBe(true);
    expect(isValidFontScale(Number.MIN_VALUE)).toBe(true);
    expect(isValidFontScale(0)).toBe(false);
    expect(isValidFontScale(-0.5)).toBe(false);
    expect(isValidFontScale(1.0001)).toBe(false);
    expect(isValidFontScale(Number.NaN)).toBe(false);
    expect(isValidFontScale('0.5')).toBe(false);
  });

  it('banner actions are shown only with text and a link or action', () => {
    const actions = [
      { text: 'Shop', href: '/collection/tees/' },
      { text: 'Chat', action: '@open-chat' },
      { text: '', href: '/x/' },
      { text: '   ', href: '/x/' },
      { text: 'No target' },
      { text: 'Empty link', href: '' },
      { text: 'Unsafe', href: 'javascript:alert(1)' },
      null,
      'Shop',
    ];
    expect(visibleBannerActions(actions)).toEqual([
      { text: 'Shop', href: '/collection/tees/' },
      { text: 'Chat', action: '@open-chat' },
    ]);
    expect(visibleBannerActions(undefined)).toEqual([]);
  });

  it('pod titleSize is a whole number 0-4', () => {
    for (const size of [0, 1, 2, 3, 4]) expect(isValidTitleSize(size)).toBe(true);
    for (const size of [-1, 5, 2.5, '2', null]) expect(isValidTitleSize(size)).toBe(false);
  });

  it('button styles only textColor, backgroundColor, borderColor, borderRadius, fill', () => {
    expect(
      unknownButtonStyleKeys({
        textColor: '#fff',
        backgroundColor: '#000',
        borderColor: '#111',
        borderRadius: 4,
        fill: true,
      }),
    ).toEqual([]);
    expect(unknownButtonStyleKeys({ color: 'x', textColor: '#fff', width: 1 })).toEqual(['color', 'width']);
    const result = validateBlockProperties(registry, 'button', { styles: { width: '100%' } });
    expect(result.errors).toEqual({
      styles: ['Button styles may only set textColor, backgroundColor, borderColor, borderRadius and fill'],
    });
  });

  it('icon position is left or right', () => {
    expect(isIconPosition('left')).toBe(true);
    expect(isIconPosition('right')).toBe(true);
    expect(isIconPosition('top')).toBe(false);
    expect(validateBlockProperties(registry, 'button', { iconPosition: 'top' }).errors).toEqual({
      iconPosition: ['Icon position must be left or right'],
    });
  });

  it('announcement actionStyle and alignment', () => {
    expect(
      validateBlockProperties(registry, 'announcement', { actionStyle: 'ghost', alignment: 'middle' }).errors,
    ).toEqual({
      actionStyle: ['Must be one of: primary, secondary, none'],
      alignment: ['Must be one of: left, center, right, space-between'],
    });
    for (const alignment of ['left', 'center', 'right', 'space-between']) {
      for (const actionStyle of ['primary', 'secondary', 'none']) {
        expect(validateBlockProperties(registry, 'announcement', { alignment, actionStyle }).ok).toBe(true);
      }
    }
  });

  it('colours are hex of 3, 4, 6 or 8 digits', () => {
    for (const colour of ['#fff', '#ffff', '#86b302', '#86b302ff', 'fff', '']) {
      expect(validateBlockProperties(registry, 'quote', { textColor: colour }).ok, colour).toBe(true);
    }
    for (const colour of ['#ff', '#fffff', '#86b3021', 'red', 'rgb(0,0,0)', '#ggg']) {
      expect(validateBlockProperties(registry, 'quote', { textColor: colour }).errors).toEqual({
        textColor: ['not a valid hex string'],
      });
    }
  });

  it('every href and src passes link safety', () => {
    for (const href of ['https://x.test', '/a/', '#top', '@open-chat', 'mailto:a@b.test', 'tel:+44', '']) {
      expect(validateBlockProperties(registry, 'button', { href }).ok, href).toBe(true);
    }
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:x',
      'vbscript:x',
      'data:text/html,x',
      'file:///etc/passwd',
    ]) {
      expect(validateBlockProperties(registry, 'button', { href }).errors, href).toEqual({
        href: ['This link is not allowed'],
      });
      expect(validateBlockProperties(registry, 'image', { src: href }).ok, href).toBe(false);
    }
  });

  it('iframe src is https or http only', () => {
    expect(validateBlockProperties(registry, 'iframe', { src: 'https://embed.example/page' }).ok).toBe(true);
    expect(validateBlockProperties(registry, 'iframe', { src: 'http://embed.example' }).ok).toBe(true);
    for (const src of [
      '//embed.example',
      '/local/',
      'mailto:a@b.test',
      'ws://x.test',
      'javascript:alert(1)',
      'https://',
    ]) {
      expect(validateBlockProperties(registry, 'iframe', { src }).errors, src).toEqual({
        src: ['Embedded pages must use an https or http address'],
      });
    }
  });

  it('clampSize keeps a block between its minimum and 12 columns', () => {
    expect(clampSize({ x: 1, y: 1 })).toEqual({ x: 3, y: 1 });
    expect(clampSize({ x: 6, y: 2 })).toEqual({ x: 6, y: 2 });
    expect(clampSize({ x: 20 })).toEqual({ x: 12, y: 1 });
    expect(clampSize({ x: 4 }, 12)).toEqual({ x: 12, y: 1 });
    expect(clampSize(undefined)).toEqual({ x: 12, y: 1 });
    expect(clampSize({ x: Number.NaN, y: -3 })).toEqual({ x: 12, y: 1 });
    expect(clampSize({ x: 4.6 })).toEqual({ x: 5, y: 1 });
  });

  it('clampSize never goes below the minimum nor above the columns (property)', () => {
    fc.assert(
      fc.property(
        fc.record(
          { x: fc.oneof(fc.double(), fc.integer()), y: fc.oneof(fc.double(), fc.integer()) },
          { requiredKeys: [] },
        ),
        fc.integer({ min: 1, max: 12 }),
        (size, min) => {
          const clamped = clampSize(size, min);
          return (
            Number.isInteger(clamped.x) &&
            clamped.x >= min &&
            clamped.x <= 12 &&
            Number.isInteger(clamped.y) &&
            clamped.y >= 1
          );
        },
      ),
    );
  });
});

describe('validatePage', () => {
  it('accepts a valid page and returns it ready to store', () => {
    const result = validatePage(
      {
        ...pageWith(
          block({ type: 'banner', order: 0, size: { x: 4 }, properties: { title: 'Hi', extra: 'dropped' } }),
          block({
            type: 'html',
            order: 1,
            properties: { html: '<p onclick="x()">Hi</p><script>alert(1)</script>' },
          }),
          block({ type: 'placeholder', flags: { placeholder: true } }),
        ),
        url: 'About/Us',
      },
      registry,
    );
    expect(result.ok).toBe(true);
    expect(result.errors).toEqual({});
    expect(result.page.url).toBe('/about/us/');
    expect(result.page.blocks).toHaveLength(2);
    const [banner, html] = result.page.blocks;
    expect(banner?.size.x).toBe(12);
    expect(banner?.properties).toEqual({ title: 'Hi' });
    expect(html?.properties).toEqual({ html: '<p>Hi</p>' });
  });

  it('lists every invalid field by path under the message Page failed validation', () => {
    const result = validatePage(
      pageWith(
        block({ type: 'text' }, 'a'),
        block({ type: 'button', properties: { href: 'javascript:alert(1)' } }, 'b'),
        block(
          { type: 'banner', properties: { fontScale: 2, actions: [{ text: 'x', href: 'vbscript:x' }] } },
          'c',
        ),
        block({ type: 'unicorn' }, 'd'),
        block(
          { type: 'slideshow', items: [{ uid: 'e', type: 'slide', properties: { titleColor: 'red' } }] },
          'f',
        ),
      ),
      registry,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe('Page failed validation');
    expect(result.errors).toEqual({
      'blocks.1.properties.href': ['This link is not allowed'],
      'blocks.2.properties.fontScale': ['Font scale must be above 0 and at most 1'],
      'blocks.2.properties.actions.0.href': ['This link is not allowed'],
      'blocks.3.type': ["Block type of unicorn hasn't been registered"],
      'blocks.4.items.0.properties.titleColor': ['not a valid hex string'],
    });
  });

  it('assertValidPage throws a 422 AppError with the fields', () => {
    const page = pageWith(block({ type: 'pod', properties: { titleSize: 9 } }));
    try {
      assertValidPage(page, registry);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(422);
      expect((error as AppError).message).toBe('Page failed validation');
      expect((error as AppError).errors).toEqual({
        'blocks.0.properties.titleSize': ['Title size must be a whole number from 0 to 4'],
      });
    }
    expect(assertValidPage(pageWith(block({ type: 'pod' })), registry).blocks).toHaveLength(1);
  });

  it('refuses missing and duplicate uids, missing types and bad sizes', () => {
    const result = validatePage(
      {
        ...pageWith(),
        blocks: [
          { ...block({ type: 'text' }), uid: '' },
          block({ type: 'text' }, 'same'),
          block({ type: 'text' }, 'same'),
          block({ type: '' }, 'x'),
          { ...block({ type: 'text' }, 'y'), size: { x: 40, y: 1 } },
          'not a block' as unknown as Block,
        ],
      },
      registry,
    );
    expect(result.errors).toEqual({
      'blocks.0.uid': ['Every block needs a uid'],
      'blocks.2.uid': ['Block uid is used more than once on this page'],
      'blocks.3.type': ['This field is required'],
      'blocks.4.size': ['Size must be a number of columns from 1 to 12'],
      'blocks.5': ['Must be an object'],
    });
  });

  it('checks the page fields', () => {
    const result = validatePage(
      createPage({
        url: '/bad url/<x>/',
        layout: 'fancy',
        theme: 'x;y',
        preloadables: ['javascript:alert(1)'],
        properties: {
          loginState: 'admins' as never,
          title: 'x'.repeat(256),
          ogImage: 'javascript:alert(1)',
          ySpacing: -1,
          isSearchable: 'yes' as never,
        },
      }),
      registry,
    );
    expect(result.errors).toEqual({
      url: ['Page addresses may only contain letters, numbers, dashes, dots and slashes'],
      layout: ['Must be one of: tool, blank, standard, studio, mail, cart, search'],
      'properties.loginState': ['Must be one of: everyone, logged-in, logged-out, dashboard-access'],
      'properties.title': ['Must contain no more than 255 characters'],
      'properties.isSearchable': ['Must be true or false'],
      'properties.ogImage': ['This link is not allowed'],
      'properties.ySpacing': ['Min 0'],
      'preloadables.0': ['This link is not allowed'],
      theme: ['Theme names may only contain letters, numbers, dashes and underscores'],
    });
    expect(validatePage(createPage({ properties: { ySpacing: 500 } }), registry).errors).toEqual({
      'properties.ySpacing': ['Max 200'],
    });
  });

  it('keeps deleted blocks as tombstones without validating them', () => {
    const result = validatePage(
      pageWith(
        block(
          { type: 'button', flags: { deleted: true, updated: true }, properties: { href: 'javascript:x' } },
          'gone',
        ),
      ),
      registry,
    );
    expect(result.ok).toBe(true);
    expect(result.page.blocks[0]).toMatchObject({
      uid: 'gone',
      flags: { deleted: true },
      properties: {},
      items: [],
    });
  });

  it('clears transient flags and sets item parents', () => {
    const result = validatePage(
      pageWith(
        block(
          { type: 'slideshow', flags: { reordered: true }, items: [{ uid: 's1', type: 'slide' }] },
          'show',
        ),
      ),
      registry,
    );
    expect(result.page.blocks[0]?.flags).toEqual({});
    expect(result.page.blocks[0]?.items[0]?.parent).toBe('show');
  });

  it('limits nesting depth and block count', () => {
    const deep = block({
      type: 'row',
      items: [
        { uid: 'l2', type: 'row', items: [{ uid: 'l3', type: 'row', items: [{ uid: 'l4', type: 'text' }] }] },
      ],
    });
    expect(validatePage(pageWith(deep), registry, { maxDepth: 3 }).errors).toEqual({
      'blocks.0.items.0.items.0.items': ['Blocks may be nested at most 3 deep'],
    });
    const many = Array.from({ length: 4 }, (_, index) => block({ type: 'text' }, `m${index}`));
    expect(validatePage(pageWith(...many), registry, { maxBlocks: 3 }).errors).toEqual({
      blocks: ['A page may hold at most 3 blocks'],
    });
  });

  it('sanitises text and expandable HTML on save', () => {
    const result = validatePage(
      pageWith(
        block({ type: 'text', properties: { text: '<b>Bold</b><img src=x onerror=alert(1)>' } }),
        block({
          type: 'expandable',
          properties: { title: 'Q', copy: '<a href="javascript:alert(1)">A</a>' },
        }),
      ),
      registry,
    );
    expect(result.page.blocks.map((entry) => entry.properties)).toEqual([
      { text: '<b>Bold</b><img src="x" />' },
      { title: 'Q', copy: '<a>A</a>' },
    ]);
  });
});

describe('block templates', () => {
  const page = (template: unknown) =>
    pageWith({ ...block({ type: 'text' }, 'a'), template: template as string | null });

  it('keeps a known template and refuses an unknown one, naming the field', () => {
    const ok = validatePage(page('narrow'), registry);
    expect(ok.ok && ok.page.blocks[0]?.template).toBe('narrow');
    const bad = validatePage(page('hero'), registry);
    expect(bad.ok).toBe(false);
    expect(bad.errors['blocks.0.template']).toEqual(['Must be one of: full, wide, narrow']);
  });
});
