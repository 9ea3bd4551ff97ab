/**
 * Where a dragged block may land, worked out from the page and the blocks' measured boxes (no DOM): the
 * drop slots of the page and of every row, grid and carousel in reading order (before a block, inside it
 * when it is a container, after the last one), the containers that refuse the block with the reason, and
 * which of them lies under the pointer. Indexes count the container's live blocks without the dragged one,
 * as core/page-editor moveBlock reads them.
 */
import { isFixedBlock } from '../../../core/blocks/publishing';
import type { Block, Page } from '../../../core/blocks/types';
import {
  type EditorEnvironment,
  type InsertTarget,
  isContainerType,
  liveChildren,
  locateBlock,
  moveRefusal,
} from '../../../core/page-editor';
import { bottom, contains, inset, type Point, type Rect, right, sameLine } from './geometry';

/** Thickness of an insertion line (px). */
const LINE = 4;
/** A container's edge (px, at most a fifth of its size) where the pointer still means the container's parent. */
const EDGE = 16;

export interface DropSlot {
  id: string;
  target: InsertTarget;
  /** 'page', or the container block's title ('Row'). */
  containerName: string;
  /** The insertion line (a box for an empty container). */
  line: Rect;
  orientation: 'vertical' | 'horizontal' | 'box';
}

export interface RefusedContainer {
  id: string;
  uid: string;
  rect: Rect;
  containerName: string;
  message: string;
}

interface MeasuredChild {
  index: number;
  rect: Rect;
}

interface ContainerArea {
  /** null for the page. */
  uid: string | null;
  depth: number;
  rect: Rect | null;
  name: string;
  refusal: string | null;
  children: MeasuredChild[];
}

export interface DropLayout {
  uid: string;
  /** Allowed slots in reading order: the keyboard's drop positions. */
  slots: DropSlot[];
  refused: RefusedContainer[];
  /** Where the block is now. */
  here: DropPlace;
  /** Its index among the slots, or -1 when that place is not measured. */
  current: number;
  areas: ContainerArea[];
}

/** A place in words' terms: the target and its container's name. */
export type DropPlace = Pick<DropSlot, 'target' | 'containerName'>;

/** Where a live block is: its container and live index there. Null for an unknown or deleted uid. */
export function placeOf(page: Page, uid: string, env: EditorEnvironment): DropPlace | null {
  const located = locateBlock(page.blocks, uid);
  if (!located || located.block.flags.deleted) return null;
  const parent = located.parent;
  const siblings = liveChildren(parent ? parent.items : page.blocks);
  const type = parent?.type;
  return {
    target: { parent: parent?.uid ?? null, index: siblings.findIndex((block) => block.uid === uid) },
    containerName: type === undefined ? 'page' : env.registry.has(type) ? env.registry.get(type).title : type,
  };
}

export const slotId = (target: InsertTarget) => `slot:${target.parent ?? 'page'}:${target.index}`;
const refusedId = (uid: string) => `refused:${uid}`;

export function sameTarget(a: InsertTarget, b: InsertTarget): boolean {
  return a.parent === b.parent && a.index === b.index;
}

function vertical(x: number, top: number, height: number): Pick<DropSlot, 'line' | 'orientation'> {
  return { line: { x: x - LINE / 2, y: top, width: LINE, height }, orientation: 'vertical' };
}

function horizontal(y: number, left: number, width: number): Pick<DropSlot, 'line' | 'orientation'> {
  return { line: { x: left, y: y - LINE / 2, width, height: LINE }, orientation: 'horizontal' };
}

/** For each measured child, how many children share its visual line. */
function lineSizes(children: readonly MeasuredChild[]): number[] {
  const sizes: number[] = [];
  let start = 0;
  for (let index = 1; index <= children.length; index += 1) {
    const previous = children[index - 1];
    const next = children[index];
    if (next && previous && sameLine(previous.rect, next.rect) && next.rect.x >= previous.rect.x) continue;
    for (let member = start; member < index; member += 1) sizes[member] = index - start;
    start = index;
  }
  return sizes;
}

/** Insertion lines of a container: before each measured child, after the last; a box when it has none. */
function slotLines(
  area: ContainerArea,
): { index: number; geometry: Pick<DropSlot, 'line' | 'orientation'> }[] {
  const { children } = area;
  if (children.length === 0) {
    if (!area.rect) return [];
    return [{ index: 0, geometry: { line: inset(area.rect, { x: 4, y: 4 }), orientation: 'box' } }];
  }
  const sizes = lineSizes(children);
  const lines = children.map((child, position) => {
    const previous = children[position - 1];
    const { rect } = child;
    if (previous && sameLine(previous.rect, rect) && rect.x >= previous.rect.x) {
      const top = Math.min(previous.rect.y, rect.y);
      return {
        index: child.index,
        geometry: vertical(
          (right(previous.rect) + rect.x) / 2,
          top,
          Math.max(bottom(previous.rect), bottom(rect)) - top,
        ),
      };
    }
    if (previous && (sizes[position - 1] ?? 1) > 1) {
      return {
        index: child.index,
        geometry: vertical(right(previous.rect) + LINE, previous.rect.y, previous.rect.height),
      };
    }
    if ((sizes[position] ?? 1) > 1) {
      return { index: child.index, geometry: vertical(rect.x - LINE, rect.y, rect.height) };
    }
    const y = previous ? (bottom(previous.rect) + rect.y) / 2 : rect.y - LINE;
    return { index: child.index, geometry: horizontal(y, rect.x, rect.width) };
  });
  const last = children[children.length - 1] as MeasuredChild;
  const end =
    (sizes[children.length - 1] ?? 1) > 1
      ? vertical(right(last.rect) + LINE, last.rect.y, last.rect.height)
      : horizontal(bottom(last.rect) + LINE, last.rect.x, last.rect.width);
  return [...lines, { index: last.index + 1, geometry: end }];
}

/**
 * The drop layout for dragging `uid`: null when the block is unknown or may not move at all (the fixed
 * slideshow). `rects` holds the measured boxes by uid; blocks without one have no slots of their own.
 */
export function dropLayout(
  page: Page,
  uid: string,
  rects: ReadonlyMap<string, Rect>,
  env: EditorEnvironment,
): DropLayout | null {
  const located = locateBlock(page.blocks, uid);
  if (!located || located.block.flags.deleted) return null;
  if (located.parent === null && isFixedBlock(located.block)) return null;
  const slots: DropSlot[] = [];
  const refused: RefusedContainer[] = [];
  const areas: ContainerArea[] = [];
  const titleOf = (type: string) => (env.registry.has(type) ? env.registry.get(type).title : type);

  const visit = (container: Block | null, depth: number) => {
    const children = liveChildren(container ? container.items : page.blocks).filter(
      (child) => child.uid !== uid,
    );
    const containerUid = container?.uid ?? null;
    const refusal = moveRefusal(page, uid, { parent: containerUid, index: 0 }, env.registry);
    const measured: MeasuredChild[] = [];
    children.forEach((child, index) => {
      const rect = rects.get(child.uid);
      if (rect) measured.push({ index, rect });
    });
    const area: ContainerArea = {
      uid: containerUid,
      depth,
      rect: container ? (rects.get(container.uid) ?? null) : null,
      name: container ? titleOf(container.type) : 'page',
      refusal,
      children: measured,
    };
    areas.push(area);
    if (refusal !== null && area.rect && container) {
      refused.push({
        id: refusedId(container.uid),
        uid: container.uid,
        rect: area.rect,
        containerName: area.name,
        message: refusal,
      });
    }
    const fixedFirst = container === null && children[0] !== undefined && isFixedBlock(children[0]);
    const inner = new Map(
      children
        .filter((child) => isContainerType(child.type) && rects.has(child.uid))
        .map((child) => [child.uid, child]),
    );
    for (const { index, geometry } of slotLines(area)) {
      const target = { parent: containerUid, index };
      if (refusal === null && !(fixedFirst && index === 0)) {
        slots.push({ id: slotId(target), target, containerName: area.name, ...geometry });
      }
      const child = children[index];
      const nested = child ? inner.get(child.uid) : undefined;
      if (nested) visit(nested, depth + 1);
    }
  };
  visit(null, 0);

  const here = placeOf(page, uid, env) as DropPlace;
  const current = slots.findIndex((slot) => sameTarget(slot.target, here.target));
  return { uid, slots, refused, here, current, areas };
}

/** Which child's place the point asks for: before the first child it lies above or to the left of. */
function indexAtPoint(children: readonly MeasuredChild[], point: Point): number {
  const sizes = lineSizes(children);
  let position = 0;
  while (position < children.length) {
    const size = sizes[position] ?? 1;
    const line = children.slice(position, position + size);
    const first = line[0] as MeasuredChild;
    const last = line[line.length - 1] as MeasuredChild;
    const top = Math.min(...line.map((child) => child.rect.y));
    const lineBottom = Math.max(...line.map((child) => bottom(child.rect)));
    if (point.y < top) return first.index;
    if (point.y <= lineBottom) {
      if (size === 1) return point.y < first.rect.y + first.rect.height / 2 ? first.index : first.index + 1;
      const before = line.find((child) => point.x < child.rect.x + child.rect.width / 2);
      return before ? before.index : last.index + 1;
    }
    position += size;
  }
  const last = children[children.length - 1];
  return last ? last.index + 1 : 0;
}

export type DropAtPoint =
  | { kind: 'slot'; slot: DropSlot }
  | { kind: 'refused'; container: RefusedContainer }
  | null;

/**
 * The drop under a point: the deepest container whose inside (less its edges) holds the point, else the
 * page; a container that refuses the block answers with its refusal; a place with no slot of its own (before
 * the fixed slideshow, before a block that is not measured) takes the nearest slot of the same container.
 */
export function dropAtPoint(layout: DropLayout, point: Point): DropAtPoint {
  let chosen: ContainerArea | undefined;
  for (const area of layout.areas) {
    if (!area.rect) continue;
    const inside = inset(area.rect, {
      x: Math.min(EDGE, area.rect.width / 5),
      y: Math.min(EDGE, area.rect.height / 5),
    });
    if (!contains(inside, point)) continue;
    if (!chosen || area.depth > chosen.depth) chosen = area;
  }
  const area = chosen ?? layout.areas.find((candidate) => candidate.uid === null);
  if (!area) return null;
  if (area.refusal !== null) {
    const container = layout.refused.find((entry) => entry.uid === area.uid);
    return container ? { kind: 'refused', container } : null;
  }
  const own = layout.slots.filter((slot) => slot.target.parent === area.uid);
  if (own.length === 0) return null;
  const wanted = indexAtPoint(area.children, point);
  const nearest = own.reduce((best, slot) =>
    Math.abs(slot.target.index - wanted) < Math.abs(best.target.index - wanted) ? slot : best,
  );
  return { kind: 'slot', slot: nearest };
}
