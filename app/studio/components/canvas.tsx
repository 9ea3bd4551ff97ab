import {
  type CSSProperties,
  type Dispatch,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  DESIGN_VERSION,
  type DesignDocument,
  type Layer,
  moveLayer,
  type PrintArea,
  renderSideSvg,
  rotateLayer,
  type Side,
  scaleLayer,
} from '../../../core/design';
import { imageUrl } from '../../../core/images';
import type { EditorAction } from '../editor-state';
import {
  clientToMm,
  type Point,
  pixelsPerMm,
  previewTransform,
  rotationAfterDrag,
  type ScreenRect,
  scaleAfterDrag,
} from '../pointer-geometry';
import { type SnapGuide, snapMove, snapRotation, snapThresholdMm } from '../snapping';
import { SIDE_LABELS, type SideScene, type StudioColour } from '../studio-product';
import { DesignSvg, liveLayerGroup } from './design-svg';
import { type Corner, drawFrame, type FrameBox, type HandleKind, SelectionFrame } from './selection-frame';

interface Props {
  document: DesignDocument;
  side: Side;
  selectedId: string | null;
  zoom: number;
  scene: SideScene | null;
  colour: StudioColour | null;
  productName: string;
  dispatch: Dispatch<EditorAction>;
  /** A double click or tap on a layer: open its settings. */
  onOpenLayer(id: string): void;
  helpId: string;
}

type GestureKind = 'move' | HandleKind;

interface Gesture {
  kind: GestureKind;
  pointerId: number;
  layer: Layer;
  index: number;
  rect: ScreenRect;
  startClient: Point;
  startMm: Point;
  moved: boolean;
  /** Where the layer would land now. */
  box: FrameBox;
  scale: number;
  guides: SnapGuide[];
  area: PrintArea;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Draws the snapping guides into their group (replacing the last frame's). */
function drawGuides(group: SVGGElement | null, guides: readonly SnapGuide[], area: PrintArea): void {
  if (!group) return;
  group.replaceChildren(
    ...guides.map((guide) => {
      const line = window.document.createElementNS(SVG_NS, 'line');
      const across = guide.axis === 'x';
      line.setAttribute('class', `studio-guide is-${guide.kind}`);
      line.setAttribute('x1', String(across ? guide.at : 0));
      line.setAttribute('x2', String(across ? guide.at : area.widthMm));
      line.setAttribute('y1', String(across ? 0 : guide.at));
      line.setAttribute('y2', String(across ? area.heightMm : guide.at));
      line.setAttribute('vector-effect', 'non-scaling-stroke');
      line.dataset.testid = 'snap-guide';
      return line;
    }),
  );
}

/** Puts a layer's hit target where a box is. */
function drawHit(overlay: SVGSVGElement | null, id: string, box: FrameBox): void {
  const hit = overlay?.querySelector(`[data-layer-id="${id}"]`);
  if (!hit) return;
  hit.setAttribute('transform', previewTransform(box));
  hit.setAttribute('width', String(box.width));
  hit.setAttribute('height', String(box.height));
}

/** Widths of the garment photo the browser chooses from. */
const GARMENT_WIDTHS = [480, 800, 1200];

/** The garment photo's src, srcset and sizes (also used to fetch other colours' photos ahead). */
export function garmentSources(photo: string) {
  return {
    src: imageUrl(photo, { width: 800 }),
    srcSet: GARMENT_WIDTHS.map((width) => `${imageUrl(photo, { width })} ${width}w`).join(', '),
    sizes: '(min-width: 992px) 60vw, 100vw',
  };
}

/** A pointer must travel this far (px) before a press becomes a drag, so a tap only selects. */
const DRAG_START_PX = 3;

function scaledBox(layer: Layer, scale: number): FrameBox {
  const width = layer.width * scale;
  const height = layer.height * scale;
  return {
    x: layer.x + (layer.width - width) / 2,
    y: layer.y + (layer.height - height) / 2,
    width,
    height,
    rotation: layer.rotation,
  };
}

function layerLabel(layer: Layer): string {
  return layer.kind === 'text' ? `Text: ${layer.text.split('\n')[0] || 'empty'}` : `Image: ${layer.name}`;
}

/**
 * The design canvas: the garment photo in the chosen colour, the print area on it, the renderer's SVG of
 * the design, and over it the pointer layer (select, move, scale, rotate, with snapping guides). A drag
 * renders nothing through React: once per animation frame it sets the dragged layer's transform in the
 * design, and its hit target, selection frame and guides in the overlay, directly; the operation is
 * committed on pointer up, which renders once.
 */
export function Canvas(props: Props) {
  const { document, side, selectedId, zoom, scene, colour, dispatch } = props;
  const content = document.sides[side];
  const area = content?.printArea ?? { widthMm: 1, heightMm: 1 };
  const layers = content?.layers ?? [];
  const designRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<SVGSVGElement>(null);
  const gestureRef = useRef<Gesture | null>(null);
  const frameRef = useRef<number | null>(null);
  const selectionRef = useRef<SVGGElement>(null);
  const guidesRef = useRef<SVGGElement>(null);
  const [scale, setScale] = useState(0);
  const scaleRef = useRef(0);
  scaleRef.current = scale;

  // The markup depends only on the side's content: changes to other sides do not redraw this one.
  const medium = document.medium;
  const svg = useMemo(
    () =>
      content
        ? renderSideSvg({ version: DESIGN_VERSION, medium, sides: { [side]: content } }, side, {
            idPrefix: `studio-${side}-`,
          })
        : '',
    [content, side, medium],
  );

  // Handles and the snap distance are in screen pixels: follow the print area's size on screen.
  useEffect(() => {
    const element = overlayRef.current;
    if (!element) return;
    const measure = () =>
      setScale(pixelsPerMm(element.getBoundingClientRect(), { widthMm: area.widthMm, heightMm: 1 }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [area.widthMm]);

  /** One animation frame of a drag: the layer, its hit target, the frame and the guides, without React. */
  const paint = useCallback(() => {
    frameRef.current = null;
    const gesture = gestureRef.current;
    if (!gesture) return;
    const group = liveLayerGroup(designRef.current, gesture.index);
    group?.setAttribute(
      'transform',
      gesture.kind === 'scale'
        ? previewTransform(gesture.layer, gesture.scale)
        : previewTransform({ ...gesture.layer, ...gesture.box }),
    );
    drawHit(overlayRef.current, gesture.layer.id, gesture.box);
    drawFrame(selectionRef.current, gesture.box, scaleRef.current);
    drawGuides(guidesRef.current, gesture.guides, gesture.area);
  }, []);

  const endGesture = useCallback(
    (commit: boolean) => {
      const gesture = gestureRef.current;
      gestureRef.current = null;
      if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
      frameRef.current = null;
      if (!gesture) return;
      drawGuides(guidesRef.current, [], gesture.area);
      const { layer } = gesture;
      const changed =
        gesture.moved &&
        (gesture.kind === 'move'
          ? gesture.box.x !== layer.x || gesture.box.y !== layer.y
          : gesture.kind === 'scale'
            ? gesture.scale !== 1
            : gesture.box.rotation !== layer.rotation);
      if (!commit || !changed) {
        // Put back what the drag changed directly; React did not draw it and will not redraw it.
        liveLayerGroup(designRef.current, gesture.index)?.setAttribute('transform', previewTransform(layer));
        drawHit(overlayRef.current, layer.id, layer);
        drawFrame(selectionRef.current, layer, scaleRef.current);
        return;
      }
      dispatch({
        type: 'apply',
        change: (current) =>
          gesture.kind === 'move'
            ? moveLayer(current, side, layer.id, { x: gesture.box.x, y: gesture.box.y })
            : gesture.kind === 'scale'
              ? scaleLayer(current, side, layer.id, gesture.scale)
              : rotateLayer(current, side, layer.id, gesture.box.rotation),
      });
    },
    [dispatch, side],
  );

  // A side switch or an undo mid-drag abandons the drag.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacting to the content changing is the point.
  useEffect(() => () => endGesture(false), [content, endGesture]);

  function startGesture(event: ReactPointerEvent<SVGElement>, kind: GestureKind, layer: Layer) {
    const overlay = overlayRef.current;
    if (!overlay || event.button > 0) return;
    event.preventDefault();
    event.stopPropagation();
    overlay.setPointerCapture(event.pointerId);
    const rect = overlay.getBoundingClientRect();
    const startClient = { x: event.clientX, y: event.clientY };
    gestureRef.current = {
      kind,
      pointerId: event.pointerId,
      layer,
      index: layers.indexOf(layer),
      rect,
      startClient,
      startMm: clientToMm(startClient, rect, area),
      moved: false,
      box: { x: layer.x, y: layer.y, width: layer.width, height: layer.height, rotation: layer.rotation },
      scale: 1,
      guides: [],
      area,
    };
  }

  function onLayerDown(event: ReactPointerEvent<SVGElement>, layer: Layer) {
    if (layer.id !== selectedId) dispatch({ type: 'select', id: layer.id });
    startGesture(event, 'move', layer);
  }

  function onHandleDown(event: ReactPointerEvent<SVGElement>, kind: HandleKind, _corner?: Corner) {
    const layer = layers.find((candidate) => candidate.id === selectedId);
    if (layer && !layer.locked) startGesture(event, kind, layer);
  }

  function onPointerMove(event: ReactPointerEvent<SVGSVGElement>) {
    const gesture = gestureRef.current;
    if (!gesture || event.pointerId !== gesture.pointerId) return;
    const client = { x: event.clientX, y: event.clientY };
    if (
      !gesture.moved &&
      Math.hypot(client.x - gesture.startClient.x, client.y - gesture.startClient.y) < DRAG_START_PX
    ) {
      return;
    }
    gesture.moved = true;
    const { layer } = gesture;
    const point = clientToMm(client, gesture.rect, area);
    const centre = { x: layer.x + layer.width / 2, y: layer.y + layer.height / 2 };
    if (gesture.kind === 'move') {
      const proposed = {
        ...gesture.box,
        x: layer.x + point.x - gesture.startMm.x,
        y: layer.y + point.y - gesture.startMm.y,
      };
      // Alt moves freely, without snapping.
      const threshold = event.altKey ? 0 : snapThresholdMm(pixelsPerMm(gesture.rect, area));
      const snapped = snapMove(proposed, area, threshold);
      gesture.box = { ...proposed, x: snapped.x, y: snapped.y };
      gesture.guides = snapped.guides;
    } else if (gesture.kind === 'scale') {
      gesture.scale = scaleAfterDrag(centre, gesture.startMm, point, layer);
      gesture.box = scaledBox(layer, gesture.scale);
    } else {
      const rotation = rotationAfterDrag(layer.rotation, centre, gesture.startMm, point);
      gesture.box = { ...gesture.box, rotation: snapRotation(rotation, event.shiftKey) };
    }
    frameRef.current ??= requestAnimationFrame(paint);
  }

  function onPointerUp(event: ReactPointerEvent<SVGSVGElement>) {
    const gesture = gestureRef.current;
    if (!gesture || event.pointerId !== gesture.pointerId) return;
    endGesture(true);
  }

  const selected = layers.find((layer) => layer.id === selectedId) ?? null;
  const placement = scene?.placement;
  const aspect = scene ? scene.width / scene.height : area.widthMm / area.heightMm;
  const sceneStyle = {
    '--studio-aspect': String(aspect),
    '--studio-zoom': String(zoom),
    aspectRatio: String(aspect),
    ...(scene ? {} : { background: colour?.hex }),
  } as CSSProperties;
  const areaStyle = placement
    ? {
        left: `${(placement.x / (scene?.width ?? 1)) * 100}%`,
        top: `${(placement.y / (scene?.height ?? 1)) * 100}%`,
        width: `${(placement.width / (scene?.width ?? 1)) * 100}%`,
        height: `${(placement.height / (scene?.height ?? 1)) * 100}%`,
      }
    : { left: '0', top: '0', width: '100%', height: '100%' };
  const circle = placement?.shape === 'circle';

  return (
    <div className="studio-stage" data-zoom={zoom}>
      <div className="studio-scene" style={sceneStyle}>
        {scene ? (
          <img
            className="studio-garment"
            {...garmentSources(scene.images.photo)}
            alt={`${props.productName} in ${colour?.name ?? ''}, ${SIDE_LABELS[side].toLowerCase()}`}
            width={scene.width}
            height={scene.height}
            draggable={false}
          />
        ) : null}
        <div className={`studio-print-area${circle ? ' is-circle' : ''}`} style={areaStyle}>
          <DesignSvg ref={designRef} svg={svg} />
          <svg
            ref={overlayRef}
            className="studio-overlay"
            viewBox={`0 0 ${area.widthMm} ${area.heightMm}`}
            preserveAspectRatio="none"
            role="application"
            aria-roledescription="design canvas"
            aria-label={`${SIDE_LABELS[side]} print area${selected ? `, ${layerLabel(selected)} selected` : ''}`}
            aria-describedby={props.helpId}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: an application region: the canvas takes the keys its help describes.
            tabIndex={0}
            data-testid="studio-canvas"
            onPointerDown={(event) => {
              if (event.target === event.currentTarget) dispatch({ type: 'select', id: null });
            }}
            onFocus={(event) => {
              // Tabbing onto the canvas with nothing selected selects the top layer the keys can move.
              const top = layers.findLast((layer) => !layer.locked);
              if (!selectedId && top && event.target.matches(':focus-visible'))
                dispatch({ type: 'select', id: top.id });
            }}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => endGesture(false)}
            onLostPointerCapture={() => endGesture(true)}
          >
            {circle ? (
              <ellipse
                className="studio-area-outline"
                cx={area.widthMm / 2}
                cy={area.heightMm / 2}
                rx={area.widthMm / 2}
                ry={area.heightMm / 2}
                vectorEffect="non-scaling-stroke"
              />
            ) : (
              <rect
                className="studio-area-outline"
                width={area.widthMm}
                height={area.heightMm}
                vectorEffect="non-scaling-stroke"
              />
            )}
            {layers.map((layer) => (
              // biome-ignore lint/a11y/noStaticElementInteractions: a pointer target over the drawing; the layers list is its keyboard equivalent.
              <rect
                key={layer.id}
                className={`studio-hit${layer.locked ? ' is-locked' : ''}`}
                transform={previewTransform(layer)}
                width={layer.width}
                height={layer.height}
                data-layer-id={layer.id}
                onPointerDown={layer.locked ? undefined : (event) => onLayerDown(event, layer)}
                onDoubleClick={() => props.onOpenLayer(layer.id)}
              />
            ))}
            {/* Drawn during a drag only, directly (drawGuides). */}
            <g ref={guidesRef} />
            {selected ? (
              <SelectionFrame
                groupRef={selectionRef}
                box={selected}
                pixelsPerMm={scale}
                locked={selected.locked}
                onHandleDown={onHandleDown}
              />
            ) : null}
          </svg>
        </div>
      </div>
    </div>
  );
}
