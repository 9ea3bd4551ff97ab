/**
 * Copy and paste of blocks as a versioned JSON payload, `{ kind: 'printfront/blocks', version: 1, blocks }`:
 * what goes on the system clipboard, so blocks travel between pages, tabs and stores. A payload carries
 * types, sizes, properties and items, never uids or database ids: pasting makes fresh ones. Paste checks
 * every block by the same rules as adding one (the page suits the type, the container takes it, a pro-only
 * type needs a pro store) and the page limits.
 */
import { z } from 'zod';
import { PAGE_LIMITS } from '../blocks/page-limits';
import { clampSize } from '../blocks/rules';
import { isBlockTemplate } from '../blocks/templates';
import { type Block, newUid, type Page } from '../blocks/types';
import { EDITOR_MESSAGES } from './messages';
import type { InsertTarget } from './operations';
import { type EditorEnvironment, sizeRefusal, treeRefusal } from './placement';
import { childrenOf, container, liveBlock, liveChildren, placeIn } from './tree';

export const CLIPBOARD_KIND = 'printfront/blocks';
export const CLIPBOARD_VERSION = 1;
/** The MIME type the editor puts the payload under (with text/plain as a fallback). */
export const CLIPBOARD_MIME_TYPE = 'application/x-printfront-blocks+json';

export interface ClipboardBlock {
  type: string;
  size: { x: number; y: number };
  properties: Record<string, unknown>;
  items: ClipboardBlock[];
  unpublished: boolean;
  template: string | null;
}

export interface ClipboardPayload {
  kind: typeof CLIPBOARD_KIND;
  version: typeof CLIPBOARD_VERSION;
  blocks: ClipboardBlock[];
}

function toClipboard(block: Block): ClipboardBlock {
  return {
    type: block.type,
    size: { x: block.size.x, y: block.size.y },
    properties: structuredClone(block.properties),
    items: block.items.filter((item) => !item.flags.deleted && !item.flags.placeholder).map(toClipboard),
    unpublished: block.unpublished,
    template: block.template,
  };
}

/**
 * The payload for blocks of a page, in the order given (items come along). Unknown and deleted uids are
 * skipped; null when none is left.
 */
export function copyBlocks(page: Page, uids: readonly string[]): ClipboardPayload | null {
  const blocks = uids.flatMap((uid) => {
    const located = liveBlock(page, uid);
    return located ? [toClipboard(located.block)] : [];
  });
  return blocks.length === 0 ? null : { kind: CLIPBOARD_KIND, version: CLIPBOARD_VERSION, blocks };
}

export function serialiseClipboard(payload: ClipboardPayload): string {
  return JSON.stringify(payload);
}

const clipboardBlock: z.ZodType<ClipboardBlock> = z.object({
  type: z.string().min(1).max(64),
  size: z
    .object({ x: z.number().finite(), y: z.number().finite().optional() })
    .optional()
    .transform((size) => ({ x: size?.x ?? 12, y: size?.y ?? 1 })),
  properties: z.record(z.string(), z.unknown()).default({}),
  get items() {
    return z.array(clipboardBlock).max(PAGE_LIMITS.maxBlocks).default([]);
  },
  unpublished: z.boolean().default(false),
  template: z.string().max(64).nullable().default(null),
}) as unknown as z.ZodType<ClipboardBlock>;

const payloadSchema = z.object({
  kind: z.literal(CLIPBOARD_KIND),
  version: z.literal(CLIPBOARD_VERSION),
  blocks: z.array(clipboardBlock).min(1).max(PAGE_LIMITS.maxBlocks),
});

export type ClipboardParse = { ok: true; payload: ClipboardPayload } | { ok: false; message: string };

/**
 * The payload in clipboard text (or an already parsed value). Anything that is not a payload of ours is
 * refused with a message: text that is not JSON or not blocks, a payload of a newer version, no blocks.
 */
export function parseClipboard(input: unknown): ClipboardParse {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return { ok: false, message: EDITOR_MESSAGES.clipboardNotBlocks };
    }
  }
  const head = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  if (head.kind !== CLIPBOARD_KIND) return { ok: false, message: EDITOR_MESSAGES.clipboardNotBlocks };
  if (typeof head.version === 'number' && head.version > CLIPBOARD_VERSION) {
    return { ok: false, message: EDITOR_MESSAGES.clipboardNewerVersion };
  }
  if (Array.isArray(head.blocks) && head.blocks.length === 0) {
    return { ok: false, message: EDITOR_MESSAGES.clipboardEmpty };
  }
  const result = payloadSchema.safeParse(value);
  if (!result.success) return { ok: false, message: EDITOR_MESSAGES.clipboardNotBlocks };
  return { ok: true, payload: result.data as ClipboardPayload };
}

export type PasteResult =
  | { ok: true; page: Page; uids: string[] }
  | { ok: false; page: Page; message: string };

function fromClipboard(env: EditorEnvironment, block: ClipboardBlock, parent: string | null): Block {
  const uid = newUid();
  return {
    uid,
    id: null,
    type: block.type,
    order: Number.POSITIVE_INFINITY,
    size: clampSize(block.size, env.registry.minSize(block.type)),
    flags: {},
    properties: structuredClone(block.properties),
    items: block.items.map((item, order) => ({ ...fromClipboard(env, item, uid), order })),
    parent,
    unpublished: block.unpublished,
    template: isBlockTemplate(block.template) ? block.template : null,
  };
}

/**
 * Pastes a payload's blocks into a container from a position on (fresh uids throughout, no ids). The
 * whole paste is refused, with the first reason, when any block may not go there.
 */
export function pasteBlocks(
  page: Page,
  payload: ClipboardPayload,
  target: InsertTarget,
  env: EditorEnvironment,
): PasteResult {
  const into = container(page, target.parent);
  if (!into) return { ok: false, page, message: EDITOR_MESSAGES.notAContainer };
  if (payload.blocks.length === 0) return { ok: false, page, message: EDITOR_MESSAGES.clipboardEmpty };
  for (const block of payload.blocks) {
    const refusal = treeRefusal(env, page, into.type, block);
    if (refusal !== null) return { ok: false, page, message: refusal };
  }
  const blocks = payload.blocks.map((block) => fromClipboard(env, block, target.parent));
  const tooBig = sizeRefusal(page, into.depth, blocks);
  if (tooBig !== null) return { ok: false, page, message: tooBig };
  let next = page;
  let at = target.index;
  for (const block of blocks) {
    next = placeIn(next, target.parent, block, at);
    // The next block goes right after this one, wherever the rules put it (below the fixed slideshow).
    at =
      liveChildren(childrenOf(next, target.parent) ?? []).findIndex((placed) => placed.uid === block.uid) + 1;
  }
  return { ok: true, page: next, uids: blocks.map((block) => block.uid) };
}
