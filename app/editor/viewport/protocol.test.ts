import { describe, expect, it } from 'vitest';
import { samplePage, testBlock, testPage } from '../../../core/page-editor/testing';
import { ADD_BLOCK_EVENT, EDIT_BLOCK_EVENT } from '../../components/blocks/context';
import {
  documentMessage,
  frameMessage,
  messageForBlockEvent,
  parseDocumentMessage,
  parseFrameMessage,
  VIEWPORT_PROTOCOL,
  VIEWPORT_PROTOCOL_VERSION,
} from './protocol';

const envelope = { protocol: VIEWPORT_PROTOCOL, version: VIEWPORT_PROTOCOL_VERSION };

describe('the document message (editor to frame)', () => {
  it('carries the live page and the selection, and survives structured cloning (Infinity orders too)', () => {
    const page = samplePage();
    const last = { ...testBlock('text', 'unsorted'), order: Number.POSITIVE_INFINITY };
    const live = { ...page, blocks: [...page.blocks, last] };
    const message = documentMessage(live, 'row-text');
    expect(message).toMatchObject({ ...envelope, type: 'document', selectedUid: 'row-text' });
    const parsed = parseDocumentMessage(structuredClone(message));
    expect(parsed).toEqual(message);
    expect(parsed?.page.blocks.at(-1)?.order).toBe(Number.POSITIVE_INFINITY);
    expect(parseDocumentMessage(documentMessage(testPage([]), null))?.selectedUid).toBeNull();
  });

  it('is refused from another protocol or version, or without the envelope', () => {
    const message = documentMessage(samplePage(), null);
    expect(parseDocumentMessage({ ...message, version: 2 })).toBeNull();
    expect(parseDocumentMessage({ ...message, protocol: 'printfront/blocks' })).toBeNull();
    const { protocol: _protocol, ...bare } = message;
    expect(parseDocumentMessage(bare)).toBeNull();
    for (const other of [null, undefined, 'document', 42, [], { type: 'add-to-cart', variantId: '1' }]) {
      expect(parseDocumentMessage(other)).toBeNull();
    }
  });

  it('is refused when the page is not one the renderer can take', () => {
    const page = samplePage();
    const bad = (changes: Record<string, unknown>) =>
      parseDocumentMessage({ ...documentMessage(page, null), page: { ...page, ...changes } });
    expect(bad({ blocks: 'nope' })).toBeNull();
    expect(bad({ url: 'https://elsewhere.example/' })).toBeNull();
    expect(bad({ blocks: [{ ...page.blocks[0], uid: '' }] })).toBeNull();
    expect(bad({ blocks: [{ ...page.blocks[0], properties: null }] })).toBeNull();
    expect(bad({ blocks: [{ ...page.blocks[0], order: Number.NaN }] })).toBeNull();
    // A bad item deep inside a container.
    const row = page.blocks[1];
    if (!row) throw new Error('the sample page has a row');
    expect(bad({ blocks: [{ ...row, items: [{ ...row.items[0], items: 'x' }] }] })).toBeNull();
    expect(parseDocumentMessage({ ...documentMessage(page, null), selectedUid: 7 })).toBeNull();
  });

  it('keeps properties and fields it does not check', () => {
    const page = testPage([
      testBlock('text', 'a', { properties: { text: '<p>Hi</p>', custom: { deep: 1 } } }),
    ]);
    const parsed = parseDocumentMessage(structuredClone(documentMessage(page, 'a')));
    expect(parsed?.page.blocks[0]?.properties).toEqual({ ...page.blocks[0]?.properties });
    expect(parsed?.page.version).toBe(page.version);
  });
});

describe('frame messages (frame to editor)', () => {
  it('are ready, edit, add and fill, in the envelope', () => {
    expect(frameMessage({ type: 'ready' })).toEqual({ ...envelope, type: 'ready' });
    for (const request of [
      { type: 'ready' },
      { type: 'edit', uid: 'row-text' },
      { type: 'add', position: 0 },
      { type: 'add', position: 3 },
      { type: 'fill', uid: 'ph-1', parent: 'grid', order: 2 },
      { type: 'fill', uid: 'ph-1', parent: null, order: 0 },
    ] as const) {
      expect(parseFrameMessage(structuredClone(frameMessage(request)))).toEqual({ ...envelope, ...request });
    }
  });

  it('are refused when malformed or of another version', () => {
    for (const message of [
      { ...envelope, type: 'edit' },
      { ...envelope, type: 'edit', uid: '' },
      { ...envelope, type: 'edit', uid: 'x'.repeat(201) },
      { ...envelope, type: 'add', position: -1 },
      { ...envelope, type: 'add', position: 1.5 },
      { ...envelope, type: 'add', position: '2' },
      { ...envelope, type: 'remove', uid: 'a' },
      { ...envelope, version: 0, type: 'ready' },
      { type: 'ready' },
      'ready',
      null,
    ]) {
      expect(parseFrameMessage(message)).toBeNull();
    }
  });
});

describe('messageForBlockEvent', () => {
  it('turns the renderer’s Edit, Add and placeholder events into frame messages', () => {
    expect(messageForBlockEvent(EDIT_BLOCK_EVENT, { uid: 'text' })).toEqual({
      ...envelope,
      type: 'edit',
      uid: 'text',
    });
    expect(messageForBlockEvent(ADD_BLOCK_EVENT, { position: 2 })).toEqual({
      ...envelope,
      type: 'add',
      position: 2,
    });
    expect(messageForBlockEvent(ADD_BLOCK_EVENT, { uid: 'ph', parent: 'grid', order: 1 })).toEqual({
      ...envelope,
      type: 'fill',
      uid: 'ph',
      parent: 'grid',
      order: 1,
    });
  });

  it('answers null for other events and details that do not fit', () => {
    expect(messageForBlockEvent('printfront:action', { uid: 'text' })).toBeNull();
    expect(messageForBlockEvent(EDIT_BLOCK_EVENT, null)).toBeNull();
    expect(messageForBlockEvent(EDIT_BLOCK_EVENT, { uid: 3 })).toBeNull();
    expect(messageForBlockEvent(ADD_BLOCK_EVENT, { position: 'end' })).toBeNull();
    expect(messageForBlockEvent(ADD_BLOCK_EVENT, {})).toBeNull();
  });
});
