/**
 * The studio editor's state: the design document with its undo history, the side on show, the selected
 * layer, the product colour and the zoom. Changes to the document come as pure operations of core/design;
 * one that names a layer that is gone (a stale click after an undo) changes nothing.
 */
import {
  clampZoom,
  type DesignDocument,
  DesignOperationError,
  SIDES,
  type Side,
  zoomIn,
  zoomOut,
} from '../../core/design';
import { canRedo, canUndo, commit, createHistory, type History, redo, seal, undo } from './history';

export interface EditorState {
  history: History<DesignDocument>;
  side: Side;
  selectedId: string | null;
  colour: string;
  zoom: number;
}

export type DocumentChange = (document: DesignDocument) => DesignDocument;

export type EditorAction =
  /** Changes the document as one undo step (or merges into the last one with the same coalesce key). */
  | { type: 'apply'; change: DocumentChange; coalesceKey?: string }
  /**
   * Adds a layer (to the side on show, or to `side`, which is then shown) and selects the new layer: a new
   * text or image on top, or a duplicate just above its original.
   */
  | { type: 'add'; change: DocumentChange; side?: Side }
  | { type: 'select'; id: string | null }
  | { type: 'side'; side: Side }
  | { type: 'colour'; colour: string }
  | { type: 'zoom'; zoom: number }
  | { type: 'zoom-in' }
  | { type: 'zoom-out' }
  | { type: 'undo' }
  | { type: 'redo' }
  /** A field lost focus: the next edit is a new undo step. */
  | { type: 'seal' }
  /** Starts over from a document (a restored draft, a cleared design); the history starts again. */
  | { type: 'reset'; document: DesignDocument };

export interface InitialEditorState {
  document: DesignDocument;
  colour: string;
  side?: Side;
}

/** The first side the document has, preferring the one asked for. */
export function firstSide(document: DesignDocument, wanted?: Side): Side {
  if (wanted && document.sides[wanted]) return wanted;
  return SIDES.find((side) => document.sides[side]) ?? 'front';
}

export function createEditorState(initial: InitialEditorState): EditorState {
  return {
    history: createHistory(initial.document),
    side: firstSide(initial.document, initial.side),
    selectedId: null,
    colour: initial.colour,
    zoom: 1,
  };
}

/** The selection, kept only while the selected layer is still on the side on show. */
function validSelection(document: DesignDocument, side: Side, id: string | null): string | null {
  if (id === null) return null;
  return document.sides[side]?.layers.some((layer) => layer.id === id) ? id : null;
}

function tryChange(document: DesignDocument, change: DocumentChange): DesignDocument | null {
  try {
    return change(document);
  } catch (error) {
    if (error instanceof DesignOperationError) return null;
    throw error;
  }
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'apply': {
      const next = tryChange(state.history.present, action.change);
      if (!next) return state;
      const history = commit(state.history, next, { coalesceKey: action.coalesceKey });
      return { ...state, history, selectedId: validSelection(next, state.side, state.selectedId) };
    }
    case 'add': {
      const next = tryChange(state.history.present, action.change);
      if (!next) return state;
      const side = action.side && next.sides[action.side] ? action.side : state.side;
      const before = new Set(state.history.present.sides[side]?.layers.map((layer) => layer.id));
      const layers = next.sides[side]?.layers ?? [];
      const added = layers.find((layer) => !before.has(layer.id)) ?? layers.at(-1);
      return { ...state, history: commit(state.history, next), side, selectedId: added?.id ?? null };
    }
    case 'select':
      return { ...state, selectedId: validSelection(state.history.present, state.side, action.id) };
    case 'side':
      if (!state.history.present.sides[action.side] || action.side === state.side) return state;
      return { ...state, side: action.side, selectedId: null };
    case 'colour':
      return action.colour === state.colour ? state : { ...state, colour: action.colour };
    case 'zoom':
      return { ...state, zoom: clampZoom(action.zoom) };
    case 'zoom-in':
      return { ...state, zoom: zoomIn(state.zoom) };
    case 'zoom-out':
      return { ...state, zoom: zoomOut(state.zoom) };
    case 'undo':
    case 'redo': {
      if (action.type === 'undo' ? !canUndo(state.history) : !canRedo(state.history)) return state;
      const history = action.type === 'undo' ? undo(state.history) : redo(state.history);
      return {
        ...state,
        history,
        selectedId: validSelection(history.present, state.side, state.selectedId),
      };
    }
    case 'seal':
      return { ...state, history: seal(state.history) };
    case 'reset':
      return {
        ...state,
        history: createHistory(action.document),
        side: firstSide(action.document, state.side),
        selectedId: null,
      };
  }
}

/** The document as it is now. */
export const currentDocument = (state: EditorState): DesignDocument => state.history.present;

/** The layer selected on the side on show, if any. */
export function selectedLayer(state: EditorState) {
  if (!state.selectedId) return null;
  return (
    state.history.present.sides[state.side]?.layers.find((layer) => layer.id === state.selectedId) ?? null
  );
}
