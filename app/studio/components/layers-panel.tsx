import { type Dispatch, useId } from 'react';
import {
  type Alignment,
  alignLayer,
  deleteLayer,
  duplicateLayer,
  type Layer,
  moveLayer,
  reorderLayer,
  rotateLayer,
  roundMm,
  type Side,
  scaleLayer,
  updateImage,
  updateText,
} from '../../../core/design';
import type { DocumentChange, EditorAction } from '../editor-state';

interface Props {
  side: Side;
  layers: readonly Layer[];
  selected: Layer | null;
  dispatch: Dispatch<EditorAction>;
}

export function layerTitle(layer: Layer): string {
  if (layer.kind === 'text') return layer.text.split('\n')[0]?.trim() || 'Empty text';
  return layer.name || 'Image';
}

const ALIGNMENTS: { value: Alignment; label: string }[] = [
  { value: 'left', label: 'Align left' },
  { value: 'center', label: 'Centre horizontally' },
  { value: 'right', label: 'Align right' },
  { value: 'top', label: 'Align top' },
  { value: 'middle', label: 'Centre vertically' },
  { value: 'bottom', label: 'Align bottom' },
];

/**
 * The side's layers, top first. Each row is a tab stop; focusing one selects its layer, so the arrow keys,
 * Delete and Ctrl+D act on it. The selected layer's order, lock, alignment, position, size, rotation and
 * opacity are edited below the list.
 */
export function LayersPanel({ side, layers, selected, dispatch }: Props) {
  const ordered = [...layers].reverse();
  return (
    <div className="studio-layers-panel">
      {ordered.length === 0 ? (
        <p className="studio-muted">No layers on this side yet: add text or an image.</p>
      ) : (
        <ol className="studio-layers" aria-label="Layers, top first">
          {ordered.map((layer) => (
            <li key={layer.id}>
              <button
                type="button"
                className="studio-layer"
                aria-pressed={layer.id === selected?.id}
                aria-label={`${layer.kind === 'text' ? 'Text' : 'Image'} layer: ${layerTitle(layer)}${layer.locked ? ', locked' : ''}`}
                data-layer-id={layer.id}
                onClick={() => dispatch({ type: 'select', id: layer.id })}
                onFocus={() => dispatch({ type: 'select', id: layer.id })}
              >
                {/* The kind's letter is drawn by CSS: as text it would be visible words missing from the name. */}
                <span className="studio-layer-kind" data-kind={layer.kind} aria-hidden="true" />
                <span className="studio-layer-name">{layerTitle(layer)}</span>
                {layer.locked ? (
                  <span className="studio-layer-lock" aria-hidden="true">
                    🔒
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ol>
      )}
      {selected ? (
        <LayerTools
          side={side}
          layer={selected}
          count={layers.length}
          index={layers.indexOf(selected)}
          apply={dispatch}
        />
      ) : null}
    </div>
  );
}

interface ToolsProps {
  side: Side;
  layer: Layer;
  index: number;
  count: number;
  apply: Dispatch<EditorAction>;
}

function LayerTools({ side, layer, index, count, apply }: ToolsProps) {
  const id = useId();
  const change = (fn: DocumentChange, coalesceKey?: string) =>
    apply({ type: 'apply', change: fn, coalesceKey: coalesceKey && `${layer.id}:${coalesceKey}` });
  const seal = () => apply({ type: 'seal' });
  const setLocked = (locked: boolean) =>
    change((document) =>
      layer.kind === 'text'
        ? updateText(document, side, layer.id, { locked })
        : updateImage(document, side, layer.id, { locked }),
    );
  const setOpacity = (opacity: number) =>
    change(
      (document) =>
        layer.kind === 'text'
          ? updateText(document, side, layer.id, { opacity })
          : updateImage(document, side, layer.id, { opacity }),
      'opacity',
    );
  const number = (value: string, apply: (value: number) => void) => {
    const parsed = Number(value);
    if (value.trim() !== '' && Number.isFinite(parsed)) apply(parsed);
  };

  return (
    <div className="studio-layer-tools">
      <div className="studio-tool-row" role="toolbar" aria-label="Layer">
        <button
          type="button"
          className="button button-small"
          disabled={index >= count - 1}
          onClick={() => change((document) => reorderLayer(document, side, layer.id, 'forward'))}
        >
          Bring forward
        </button>
        <button
          type="button"
          className="button button-small"
          disabled={index <= 0}
          onClick={() => change((document) => reorderLayer(document, side, layer.id, 'backward'))}
        >
          Send backward
        </button>
        <button
          type="button"
          className="button button-small"
          onClick={() =>
            apply({ type: 'add', change: (document) => duplicateLayer(document, side, layer.id) })
          }
          aria-keyshortcuts="Control+D"
        >
          Duplicate
        </button>
        <button
          type="button"
          className="button button-small"
          aria-pressed={layer.locked}
          onClick={() => setLocked(!layer.locked)}
        >
          {layer.locked ? 'Unlock' : 'Lock'}
        </button>
        <button
          type="button"
          className="button button-small studio-danger"
          onClick={() => change((document) => deleteLayer(document, side, layer.id))}
          aria-keyshortcuts="Delete"
        >
          Delete
        </button>
      </div>
      <div className="studio-tool-row studio-align" role="toolbar" aria-label="Align to the print area">
        {ALIGNMENTS.map((alignment) => (
          <button
            key={alignment.value}
            type="button"
            className={`studio-align-button is-${alignment.value}`}
            aria-label={alignment.label}
            title={alignment.label}
            onClick={() => change((document) => alignLayer(document, side, layer.id, alignment.value))}
          >
            <span aria-hidden="true" />
          </button>
        ))}
      </div>
      <div className="studio-field-grid">
        <NumberField
          id={`${id}-x`}
          label="X (mm)"
          value={roundMm(layer.x)}
          onChange={(value) =>
            number(value, (x) =>
              change((document) => moveLayer(document, side, layer.id, { x, y: layer.y }), 'x'),
            )
          }
          onBlur={seal}
        />
        <NumberField
          id={`${id}-y`}
          label="Y (mm)"
          value={roundMm(layer.y)}
          onChange={(value) =>
            number(value, (y) =>
              change((document) => moveLayer(document, side, layer.id, { x: layer.x, y }), 'y'),
            )
          }
          onBlur={seal}
        />
        <NumberField
          id={`${id}-width`}
          label="Width (mm)"
          value={roundMm(layer.width)}
          min={1}
          onChange={(value) =>
            number(value, (width) => {
              if (width >= 1)
                change((document) => scaleLayer(document, side, layer.id, width / layer.width), 'size');
            })
          }
          onBlur={seal}
        />
        <NumberField
          id={`${id}-rotation`}
          label="Rotation (°)"
          value={layer.rotation}
          min={-180}
          max={180}
          onChange={(value) =>
            number(value, (degrees) =>
              change((document) => rotateLayer(document, side, layer.id, degrees), 'rotation'),
            )
          }
          onBlur={seal}
        />
      </div>
      <div className="studio-field">
        <label htmlFor={`${id}-opacity`}>
          Opacity <output htmlFor={`${id}-opacity`}>{Math.round(layer.opacity * 100)}%</output>
        </label>
        <input
          id={`${id}-opacity`}
          type="range"
          min={0}
          max={100}
          step={1}
          value={Math.round(layer.opacity * 100)}
          onChange={(event) => setOpacity(Number(event.target.value) / 100)}
          onPointerUp={seal}
          onBlur={seal}
        />
      </div>
    </div>
  );
}

function NumberField(props: {
  id: string;
  label: string;
  value: number;
  min?: number;
  max?: number;
  onChange(value: string): void;
  onBlur(): void;
}) {
  return (
    <div className="studio-field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="number"
        inputMode="decimal"
        step="any"
        min={props.min}
        max={props.max}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
      />
    </div>
  );
}
