import { describe, expect, it } from 'vitest';
import { walkBlocks } from '../blocks/types';
import {
  CLIPBOARD_KIND,
  type ClipboardPayload,
  copyBlocks,
  parseClipboard,
  pasteBlocks,
  serialiseClipboard,
} from './clipboard';
import { EDITOR_MESSAGES } from './messages';
import { removeBlock } from './operations';
import { order, samplePage, testBlock, testEnvironment, testPage, withItems } from './testing';
import { locateBlock } from './tree';

const env = testEnvironment();

function payloadOf(value: unknown): ClipboardPayload {
  const parsed = parseClipboard(value);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.payload;
}

describe('copyBlocks', () => {
  it('copies blocks with their live items, without uids or ids, as a versioned payload', () => {
    const page = removeBlock(samplePage(), 'card-2');
    const payload = copyBlocks(page, ['grid', 'text']);
    expect(payload).toMatchObject({ kind: 'printfront/blocks', version: 1 });
    expect(payload?.blocks.map((block) => block.type)).toEqual(['grid', 'text']);
    expect(payload?.blocks[0]?.items.map((item) => item.type)).toEqual(['card']);
    expect(JSON.stringify(payload)).not.toContain('card-1');
  });

  it('skips unknown and deleted uids, and gives null when nothing is left', () => {
    const page = removeBlock(samplePage(), 'text');
    expect(copyBlocks(page, ['text', 'missing'])).toBeNull();
    expect(copyBlocks(page, ['image', 'missing'])?.blocks).toHaveLength(1);
  });
});

describe('parseClipboard', () => {
  it('reads back what was serialised', () => {
    const payload = copyBlocks(samplePage(), ['row']);
    expect(payload).not.toBeNull();
    expect(payloadOf(serialiseClipboard(payload as ClipboardPayload))).toEqual(payload);
  });

  it('fills defaults for optional fields', () => {
    const payload = payloadOf({ kind: CLIPBOARD_KIND, version: 1, blocks: [{ type: 'text' }] });
    expect(payload.blocks[0]).toEqual({
      type: 'text',
      size: { x: 12, y: 1 },
      properties: {},
      items: [],
      unpublished: false,
      template: null,
    });
  });

  it('refuses text that is not a payload of blocks', () => {
    for (const input of [
      'hello',
      '{"kind":"other","version":1,"blocks":[]}',
      '[]',
      null,
      { kind: CLIPBOARD_KIND, version: 1, blocks: [{ type: '' }] },
      { kind: CLIPBOARD_KIND, version: 1, blocks: [{ type: 'text', size: { x: 'wide' } }] },
      { kind: CLIPBOARD_KIND, version: 0, blocks: [{ type: 'text' }] },
    ]) {
      expect(parseClipboard(input)).toEqual({ ok: false, message: EDITOR_MESSAGES.clipboardNotBlocks });
    }
  });

  it('tells a newer version and an empty payload apart', () => {
    expect(parseClipboard({ kind: CLIPBOARD_KIND, version: 2, blocks: [{ type: 'text' }] })).toEqual({
      ok: false,
      message: EDITOR_MESSAGES.clipboardNewerVersion,
    });
    expect(parseClipboard({ kind: CLIPBOARD_KIND, version: 1, blocks: [] })).toEqual({
      ok: false,
      message: EDITOR_MESSAGES.clipboardEmpty,
    });
  });
});

describe('pasteBlocks', () => {
  it('pastes at a position with fresh uids, items re-parented, onto another page', () => {
    const source = samplePage();
    const payload = copyBlocks(source, ['grid', 'text']) as ClipboardPayload;
    const target = testPage([testBlock('text', 'a'), testBlock('text', 'b')], { id: 99, url: '/other/' });
    const result = pasteBlocks(target, payload, { parent: null, index: 1 }, env);
    if (!result.ok) throw new Error(result.message);
    expect(result.uids).toHaveLength(2);
    expect(order(result.page.blocks)).toEqual(['a', ...result.uids, 'b']);
    const grid = locateBlock(result.page.blocks, result.uids[0] as string)?.block;
    expect(grid?.items).toHaveLength(2);
    for (const item of grid?.items ?? []) expect(item.parent).toBe(grid?.uid);
    expect(grid?.id).toBeNull();
  });

  it('pastes twice onto the same page without a repeated uid', () => {
    const page = samplePage();
    const payload = copyBlocks(page, ['row', 'grid']) as ClipboardPayload;
    let next = page;
    for (let round = 0; round < 2; round += 1) {
      const result = pasteBlocks(next, payload, { parent: null, index: 2 }, env);
      if (!result.ok) throw new Error(result.message);
      next = result.page;
    }
    const uids = [...walkBlocks(next.blocks)].map((block) => block.uid);
    expect(new Set(uids).size).toBe(uids.length);
  });

  it('keeps pasted blocks in order below the fixed slideshow', () => {
    const payload = payloadOf({
      kind: CLIPBOARD_KIND,
      version: 1,
      blocks: [{ type: 'text' }, { type: 'image' }],
    });
    const result = pasteBlocks(samplePage(), payload, { parent: null, index: 0 }, env);
    if (!result.ok) throw new Error(result.message);
    expect(order(result.page.blocks).slice(0, 3)).toEqual(['show', ...result.uids]);
  });

  it('pastes into a container that takes the type, and refuses one that does not', () => {
    const page = samplePage();
    const cards = copyBlocks(page, ['card-1']) as ClipboardPayload;
    const into = pasteBlocks(page, cards, { parent: 'row', index: 0 }, env);
    expect(into.ok).toBe(true);
    const rows = copyBlocks(page, ['row']) as ClipboardPayload;
    expect(pasteBlocks(page, rows, { parent: 'grid', index: 0 }, env)).toEqual({
      ok: false,
      page,
      message: "Row blocks can't go inside a grid",
    });
    expect(pasteBlocks(page, cards, { parent: 'text', index: 0 }, env)).toMatchObject({
      ok: false,
      message: EDITOR_MESSAGES.notAContainer,
    });
  });

  it('refuses a pro-only block (even inside a row) on a non-pro store, and takes it on a pro store', () => {
    const source = testPage([withItems(testBlock('row', 'r'), [testBlock('affiliateStats', 's')])], {
      kind: 'native',
    });
    const payload = copyBlocks(source, ['r']) as ClipboardPayload;
    const target = testPage([], { kind: 'native' });
    expect(pasteBlocks(target, payload, { parent: null, index: 0 }, env)).toMatchObject({
      ok: false,
      message: 'Affiliate stats blocks need a pro store',
    });
    expect(pasteBlocks(target, payload, { parent: null, index: 0 }, testEnvironment(true)).ok).toBe(true);
  });

  it("refuses types the page doesn't take and types this app doesn't know", () => {
    const page = samplePage();
    const graph = payloadOf({ kind: CLIPBOARD_KIND, version: 1, blocks: [{ type: 'graph' }] });
    expect(pasteBlocks(page, graph, { parent: null, index: 0 }, env)).toMatchObject({
      ok: false,
      message: "Graph blocks can't be used on this page",
    });
    const unknown = payloadOf({ kind: CLIPBOARD_KIND, version: 1, blocks: [{ type: 'hologram' }] });
    expect(pasteBlocks(page, unknown, { parent: null, index: 0 }, env)).toMatchObject({
      ok: false,
      message: "Block type of hologram hasn't been registered",
    });
  });

  it('clamps pasted sizes to the type minimum and drops unknown templates', () => {
    const payload = payloadOf({
      kind: CLIPBOARD_KIND,
      version: 1,
      blocks: [{ type: 'banner', size: { x: 2 }, template: 'sideways' }],
    });
    const result = pasteBlocks(samplePage(), payload, { parent: null, index: 9 }, env);
    if (!result.ok) throw new Error(result.message);
    const banner = locateBlock(result.page.blocks, result.uids[0] as string)?.block;
    expect(banner).toMatchObject({ size: { x: 12, y: 1 }, template: null });
  });
});
