import {
  type Announcements,
  type Collision,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Page } from '../../../core/blocks/types';
import { type EditorEnvironment, type InsertTarget, locateBlock } from '../../../core/page-editor';
import canvasStyles from '../../styles/editor-canvas.css?url';
import { CANVAS_DRAG_HELP, dragAnnouncements } from './announcements';
import { DragChip } from './drag-chip';
import { type DragData, DragHandle, HANDLE_STEP } from './drag-handle';
import { type DropLayout, type DropPlace, dropAtPoint, dropLayout, placeOf, sameTarget } from './drop-slots';
import { type DropData, DropTargets } from './drop-targets';
import { centre } from './geometry';
import { handleEntries } from './handle-entries';
import { attributeIs, canvasOrigin, toCanvas } from './measure';
import { ResizeHandles } from './resize-handles';
import { useBlockRects } from './use-block-rects';
import { useHoveredBlock } from './use-hovered-block';

/** The layer's stylesheet, for a route's links() (the layer also links it itself when it mounts). */
export const canvasDragLayerLinks = () => [{ rel: 'stylesheet', href: canvasStyles }];

export interface CanvasDragLayerProps {
  /** The editor's present document. */
  page: Page;
  env: EditorEnvironment;
  /** The positioned wrapper holding the rendered blocks; the layer sits inside it. */
  canvas: RefObject<HTMLElement | null>;
  selectedUid: string | null;
  onMove: (uid: string, target: InsertTarget) => void;
  onResize: (uid: string, size: { x: number; y: number }) => void;
  onSelect: (uid: string) => void;
}

const KEY_STEPS: Readonly<Record<string, number>> = {
  ArrowDown: 1,
  ArrowRight: 1,
  ArrowUp: -1,
  ArrowLeft: -1,
};

function titleOf(data: unknown): string {
  return (data as DragData | undefined)?.title ?? 'The';
}

/**
 * Drag and resize on the page editor's canvas, over the real rendered page: a drag handle per block
 * (dnd-kit: a pointer drag, or space/enter, arrows between the places the block may go, space/enter to drop,
 * escape to cancel, with announcements), an insertion line where it will land, a refused container's
 * reason, and width handles on the selected page block. The page never renders during a drag: the blocks'
 * boxes are measured from the DOM, the carried chip moves by transforms, and onMove/onResize are called
 * once, on drop.
 */
export function CanvasDragLayer({
  page,
  env,
  canvas,
  selectedUid,
  onMove,
  onResize,
  onSelect,
}: CanvasDragLayerProps): ReactNode {
  const overlay = useRef<HTMLDivElement>(null);
  const rects = useBlockRects(canvas, overlay);
  const hovered = useHoveredBlock(canvas);
  const [activeUid, setActiveUid] = useState<string | null>(null);
  const entries = useMemo(() => handleEntries(page, rects, env), [page, rects, env]);
  const layout = useMemo(
    () => (activeUid ? dropLayout(page, activeUid, rects, env) : null),
    [activeUid, page, rects, env],
  );

  // What the sensors, collision detection and announcements read, which dnd-kit keeps from its first render.
  // `quiet`: the first drop position is where the block already is; saying so would drown "Picked up".
  const latest = useRef<{ layout: DropLayout | null; from: DropPlace | null; quiet: boolean }>({
    layout,
    from: null,
    quiet: false,
  });
  latest.current.layout = layout;
  /** The keyboard's slot (an index into layout.slots); -1 until the first arrow: where the block is. */
  const cursor = useRef(-1);
  const focusAfterDrop = useRef<string | null>(null);

  const keyboardSlot = useCallback(() => {
    const current = latest.current.layout;
    if (!current) return undefined;
    return current.slots[cursor.current < 0 ? current.current : cursor.current];
  }, []);

  const coordinateGetter = useCallback<KeyboardCoordinateGetter>(
    (event, { context }) => {
      const current = latest.current.layout;
      const step = KEY_STEPS[event.code];
      const element = canvas.current;
      if (!current || step === undefined || !element || current.slots.length === 0) return undefined;
      event.preventDefault();
      const from = cursor.current < 0 ? Math.max(current.current, step > 0 ? -1 : 0) : cursor.current;
      cursor.current = Math.min(current.slots.length - 1, Math.max(0, from + step));
      const slot = current.slots[cursor.current];
      if (!slot) return undefined;
      const origin = canvasOrigin(element);
      const point = centre(slot.line);
      const size = context.collisionRect ?? { width: 0, height: 0 };
      return { x: origin.x + point.x - size.width / 2, y: origin.y + point.y - size.height / 2 };
    },
    [canvas],
  );

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter, scrollBehavior: 'auto' }),
  );

  // The same answer object while the place under the pointer stays the same, so dnd-kit's context (and
  // whatever reads it) does not change on every pointer move.
  const lastCollision = useRef<Collision[]>([]);
  const collisionDetection = useCallback<CollisionDetection>(
    ({ pointerCoordinates }) => {
      const current = latest.current.layout;
      const element = canvas.current;
      let id: string | undefined;
      if (current && element && !pointerCoordinates) id = keyboardSlot()?.id;
      else if (current && element && pointerCoordinates) {
        const drop = dropAtPoint(current, toCanvas(element, pointerCoordinates));
        id = drop?.kind === 'slot' ? drop.slot.id : drop?.container.id;
      }
      if (lastCollision.current[0]?.id !== id) lastCollision.current = id === undefined ? [] : [{ id }];
      return lastCollision.current;
    },
    [canvas, keyboardSlot],
  );

  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) =>
        dragAnnouncements.pickedUp(titleOf(active.data.current), latest.current.from ?? undefined),
      onDragOver: ({ active, over }) => {
        const data = over?.data.current as DropData | undefined;
        if (!data) return undefined;
        const { from, quiet } = latest.current;
        latest.current.quiet = false;
        if (data.kind === 'refused') return dragAnnouncements.refused(data.container.message);
        if (quiet && from && sameTarget(from.target, data.slot.target)) return undefined;
        return dragAnnouncements.over(titleOf(active.data.current), data.slot);
      },
      onDragEnd: ({ active, over }) => {
        const title = titleOf(active.data.current);
        const data = over?.data.current as DropData | undefined;
        const from = latest.current.from;
        if (data?.kind !== 'slot' || !from || sameTarget(from.target, data.slot.target)) {
          return data?.kind === 'refused'
            ? `${dragAnnouncements.refused(data.container.message)} ${dragAnnouncements.notMoved(title)}`
            : dragAnnouncements.notMoved(title);
        }
        return dragAnnouncements.moved(title, data.slot, from.target.parent !== data.slot.target.parent);
      },
      onDragCancel: ({ active }) => dragAnnouncements.cancelled(titleOf(active.data.current)),
    }),
    [],
  );

  const onDragStart = useCallback(
    ({ active }: DragStartEvent) => {
      const uid = String(active.id);
      cursor.current = -1;
      focusAfterDrop.current = null;
      latest.current.from = placeOf(page, uid, env);
      latest.current.quiet = true;
      setActiveUid(uid);
    },
    [page, env],
  );

  const onDragEnd = useCallback(
    ({ active, over, activatorEvent }: DragEndEvent) => {
      const uid = String(active.id);
      setActiveUid(null);
      const data = over?.data.current as DropData | undefined;
      const from = latest.current.from;
      if (data?.kind !== 'slot' || !from || sameTarget(from.target, data.slot.target)) return;
      if (activatorEvent instanceof KeyboardEvent) focusAfterDrop.current = uid;
      onMove(uid, data.slot.target);
    },
    [onMove],
  );

  const onDragCancel = useCallback(() => setActiveUid(null), []);

  // A block moved by keyboard keeps the focus on its handle, wherever the handle went in the layer.
  useEffect(() => {
    const uid = focusAfterDrop.current;
    if (!uid || entries.length === 0) return;
    const handle = overlay.current?.querySelector<HTMLElement>(attributeIs('data-handle-for', uid));
    if (!handle) return;
    focusAfterDrop.current = null;
    if (document.activeElement !== handle) handle.focus();
  }, [entries]);

  const active = activeUid ? entries.find((entry) => entry.uid === activeUid) : undefined;
  const selected = selectedUid ? locateBlock(page.blocks, selectedUid) : null;
  const selectedRect = selectedUid ? rects.get(selectedUid) : undefined;
  const resizable =
    selected && !selected.block.flags.deleted && selected.parent === null && selectedRect && !activeUid;
  const selectedTitle =
    selected && env.registry.has(selected.block.type)
      ? env.registry.get(selected.block.type).title
      : (selected?.block.type ?? '');

  return (
    <div ref={overlay} className="canvas-dnd" data-dragging={activeUid ? 'true' : undefined}>
      <link rel="stylesheet" href={canvasStyles} />
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
        accessibility={{ announcements, screenReaderInstructions: { draggable: CANVAS_DRAG_HELP } }}
      >
        {entries.map((entry) => (
          <DragHandle
            key={entry.uid}
            entry={entry}
            shown={entry.uid === hovered}
            selected={entry.uid === selectedUid}
            onSelect={onSelect}
          />
        ))}
        {layout ? <DropTargets layout={layout} /> : null}
        {active ? (
          <DragChip title={active.title} rect={active.rect} depthOffset={(active.depth - 1) * HANDLE_STEP} />
        ) : null}
      </DndContext>
      {resizable ? (
        <ResizeHandles
          key={selected.block.uid}
          block={selected.block}
          title={selectedTitle}
          minSize={env.registry.has(selected.block.type) ? env.registry.minSize(selected.block.type) : 3}
          rect={selectedRect}
          canvas={canvas}
          onResize={onResize}
        />
      ) : null}
    </div>
  );
}

export default CanvasDragLayer;
