import type { PointerEvent as ReactPointerEvent, Ref } from 'react';
import { previewTransform } from '../pointer-geometry';

export type HandleKind = 'scale' | 'rotate';
export type Corner = 'nw' | 'ne' | 'se' | 'sw';

export interface FrameBox {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

interface Props {
  box: FrameBox;
  /** Screen pixels per mm, so handles keep their size on screen at any zoom. */
  pixelsPerMm: number;
  locked: boolean;
  /** The frame's group, which a drag moves directly (drawFrame). */
  groupRef?: Ref<SVGGElement>;
  onHandleDown(event: ReactPointerEvent<SVGElement>, kind: HandleKind, corner?: Corner): void;
}

/** Handles are drawn 7 px across and can be grabbed 22 px across (a fingertip on a phone). */
const HANDLE_PX = 7;
const GRAB_PX = 22;
const ROTATE_OFFSET_PX = 28;
const CORNERS: readonly Corner[] = ['nw', 'ne', 'se', 'sw'];

/** Where every part of the frame goes for a box (in the box's own, unrotated coordinates). */
export function frameGeometry(box: FrameBox, pixelsPerMm: number) {
  const mm = (px: number) => (pixelsPerMm > 0 ? px / pixelsPerMm : 0);
  const points: Record<Corner | 'rotate', [number, number]> = {
    nw: [0, 0],
    ne: [box.width, 0],
    se: [box.width, box.height],
    sw: [0, box.height],
    rotate: [box.width / 2, -mm(ROTATE_OFFSET_PX)],
  };
  return {
    transform: previewTransform(box),
    width: box.width,
    height: box.height,
    points,
    grabRadius: mm(GRAB_PX / 2),
    dotRadius: mm(HANDLE_PX / 2),
  };
}

/**
 * Moves an already drawn frame to another box without React (each animation frame of a drag). The parts
 * are found by their data-part attributes, which the component below writes.
 */
export function drawFrame(group: SVGGElement | null, box: FrameBox, pixelsPerMm: number): void {
  if (!group) return;
  const geometry = frameGeometry(box, pixelsPerMm);
  group.setAttribute('transform', geometry.transform);
  for (const element of group.querySelectorAll<SVGElement>('[data-part]')) {
    const part = element.dataset.part ?? '';
    if (part === 'outline') {
      element.setAttribute('width', String(geometry.width));
      element.setAttribute('height', String(geometry.height));
    } else if (part === 'stem') {
      element.setAttribute('x1', String(geometry.width / 2));
      element.setAttribute('x2', String(geometry.width / 2));
      element.setAttribute('y2', String(geometry.points.rotate[1]));
    } else {
      const point = geometry.points[part as Corner | 'rotate'];
      if (!point) continue;
      element.setAttribute('cx', String(point[0]));
      element.setAttribute('cy', String(point[1]));
    }
  }
}

/** The selected layer's outline with its corner (scale) and rotate handles, in print-area mm. */
export function SelectionFrame({ box, pixelsPerMm, locked, groupRef, onHandleDown }: Props) {
  const geometry = frameGeometry(box, pixelsPerMm);
  return (
    <g
      ref={groupRef}
      className="studio-selection"
      transform={geometry.transform}
      data-testid="selection-frame"
    >
      <rect
        className="studio-selection-outline"
        width={geometry.width}
        height={geometry.height}
        vectorEffect="non-scaling-stroke"
        data-part="outline"
      />
      {locked ? null : (
        <>
          <line
            className="studio-selection-outline"
            x1={geometry.width / 2}
            y1={0}
            x2={geometry.width / 2}
            y2={geometry.points.rotate[1]}
            vectorEffect="non-scaling-stroke"
            data-part="stem"
          />
          {CORNERS.map((corner) => (
            <Handle
              key={corner}
              part={corner}
              handle={`scale-${corner}`}
              at={geometry.points[corner]}
              geometry={geometry}
              onPointerDown={(event) => onHandleDown(event, 'scale', corner)}
            />
          ))}
          <Handle
            part="rotate"
            handle="rotate"
            at={geometry.points.rotate}
            geometry={geometry}
            onPointerDown={(event) => onHandleDown(event, 'rotate')}
          />
        </>
      )}
    </g>
  );
}

/** One handle: a dot drawn small, in a circle that can be grabbed a fingertip across. */
function Handle({
  part,
  handle,
  at: [cx, cy],
  geometry,
  onPointerDown,
}: {
  /** Which handle it is, for drawFrame: a corner or 'rotate'. */
  part: Corner | 'rotate';
  handle: string;
  at: [number, number];
  geometry: { grabRadius: number; dotRadius: number };
  onPointerDown(event: ReactPointerEvent<SVGElement>): void;
}) {
  return (
    <g className={`studio-handle studio-handle-${part}`}>
      <circle
        className="studio-handle-grab"
        cx={cx}
        cy={cy}
        r={geometry.grabRadius}
        data-handle={handle}
        data-part={part}
        onPointerDown={onPointerDown}
      />
      <circle className="studio-handle-dot" cx={cx} cy={cy} r={geometry.dotRadius} data-part={part} />
    </g>
  );
}
