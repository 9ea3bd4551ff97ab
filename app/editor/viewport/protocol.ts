/**
 * The messages between the page editor and its viewport preview frame (`{path}?preview=1&editorFrame=1`),
 * both on the store's origin. Every message carries `protocol` and `version`, so a frame from an older or
 * newer build is ignored rather than misread.
 *
 * Editor to frame: 'document', the live (unsaved) page and the selected block.
 * Frame to editor: 'ready' once it listens (the frame hydrates after its load event, so the editor cannot
 * rely on that event alone), 'edit' when a block's Edit control is pressed, 'add' for an 'Add new block'
 * slot (a page position) and 'fill' for a container's placeholder (its uid, parent and order).
 */
import { z } from 'zod';
import type { Page } from '../../../core/blocks';
import { ADD_BLOCK_EVENT, EDIT_BLOCK_EVENT } from '../../components/blocks/context';

export const VIEWPORT_PROTOCOL = 'printfront/editor-viewport';
export const VIEWPORT_PROTOCOL_VERSION = 1;

const MAX_UID_LENGTH = 200;
const uid = z.string().min(1).max(MAX_UID_LENGTH);
/** A block's order may be Infinity (sorts last), which structured cloning keeps; NaN is refused. */
const order = z.custom<number>((value) => typeof value === 'number' && !Number.isNaN(value));

interface PostedBlock {
  uid: string;
  type: string;
  items: PostedBlock[];
}

/**
 * The shape the frame needs to render a block; its properties are the editor's own (same origin, the
 * source window checked) and the renderer hides a block whose properties it cannot use.
 */
const block: z.ZodType<PostedBlock> = z.looseObject({
  uid,
  type: z.string().min(1).max(100),
  order,
  size: z.looseObject({ x: z.number(), y: z.number() }),
  flags: z.record(z.string(), z.unknown()),
  properties: z.record(z.string(), z.unknown()),
  get items() {
    return z.array(block);
  },
  parent: uid.nullable(),
  unpublished: z.boolean(),
  template: z.string().nullable(),
});

const page = z.looseObject({
  url: z.string().startsWith('/'),
  layout: z.string(),
  blocks: z.array(block),
  properties: z.record(z.string(), z.unknown()),
});

const envelope = {
  protocol: z.literal(VIEWPORT_PROTOCOL),
  version: z.literal(VIEWPORT_PROTOCOL_VERSION),
};

const toFrame = z.discriminatedUnion('type', [
  z.object({ ...envelope, type: z.literal('document'), page, selectedUid: uid.nullable() }),
]);

const fromFrame = z.discriminatedUnion('type', [
  z.object({ ...envelope, type: z.literal('ready') }),
  z.object({ ...envelope, type: z.literal('edit'), uid }),
  z.object({ ...envelope, type: z.literal('add'), position: z.number().int().min(0) }),
  z.object({ ...envelope, type: z.literal('fill'), uid, parent: uid.nullable(), order }),
]);

export interface DocumentMessage {
  protocol: typeof VIEWPORT_PROTOCOL;
  version: typeof VIEWPORT_PROTOCOL_VERSION;
  type: 'document';
  page: Page;
  selectedUid: string | null;
}

export type FrameMessage = z.infer<typeof fromFrame>;

/** What the frame tells the editor, without the envelope. */
export type FrameRequest =
  | { type: 'ready' }
  | { type: 'edit'; uid: string }
  | { type: 'add'; position: number }
  | { type: 'fill'; uid: string; parent: string | null; order: number };

export function documentMessage(current: Page, selectedUid: string | null): DocumentMessage {
  return {
    protocol: VIEWPORT_PROTOCOL,
    version: VIEWPORT_PROTOCOL_VERSION,
    type: 'document',
    page: current,
    selectedUid,
  };
}

export function frameMessage(request: FrameRequest): FrameMessage {
  return { protocol: VIEWPORT_PROTOCOL, version: VIEWPORT_PROTOCOL_VERSION, ...request };
}

/** A message posted to the frame, checked; null for anything else (other scripts' messages included). */
export function parseDocumentMessage(data: unknown): DocumentMessage | null {
  const parsed = toFrame.safeParse(data);
  return parsed.success ? (parsed.data as unknown as DocumentMessage) : null;
}

/** A message posted by the frame, checked; null for anything else. */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  const parsed = fromFrame.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * The frame's message for a block event of the renderer (app/components/blocks/context.ts): Edit gives a
 * uid; 'Add new block' a page position; a placeholder its uid, parent and order. Null for other events
 * and details that do not fit.
 */
export function messageForBlockEvent(name: string, detail: unknown): FrameMessage | null {
  const fields = typeof detail === 'object' && detail !== null ? (detail as Record<string, unknown>) : {};
  const candidate =
    name === EDIT_BLOCK_EVENT
      ? { type: 'edit', uid: fields.uid }
      : name === ADD_BLOCK_EVENT && 'position' in fields
        ? { type: 'add', position: fields.position }
        : name === ADD_BLOCK_EVENT
          ? { type: 'fill', uid: fields.uid, parent: fields.parent ?? null, order: fields.order }
          : null;
  if (!candidate) return null;
  return parseFrameMessage({ protocol: VIEWPORT_PROTOCOL, version: VIEWPORT_PROTOCOL_VERSION, ...candidate });
}
