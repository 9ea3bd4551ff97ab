import { type Dispatch, useEffect, useRef } from 'react';
import {
  deleteLayer,
  duplicateLayer,
  moveLayerBy,
  reorderLayer,
  rotateLayerBy,
  scaleLayer,
} from '../../core/design';
import { type EditorAction, type EditorState, selectedLayer } from './editor-state';
import { commandForKey, type EditorCommand, needsSelection, ownsKeys } from './keyboard';

export const KEYBOARD_MESSAGES = Object.freeze({
  locked: 'This layer is locked: unlock it to change it',
  deleted: 'Layer deleted',
  duplicated: 'Layer duplicated',
  undone: 'Undone',
  redone: 'Redone',
});

/** Commands that change a layer's place, size or existence, which a lock prevents. */
const CHANGES_LAYER = new Set<EditorCommand['kind']>(['nudge', 'rotate', 'scale', 'delete']);

/**
 * The studio's keyboard shortcuts (see keyboard.ts), on the whole page while the studio is open. Keys
 * typed into fields that use them (text, sliders, lists) are left to the field.
 */
export function useStudioKeyboard(
  state: EditorState,
  dispatch: Dispatch<EditorAction>,
  announce: (message: string) => void,
): void {
  const current = useRef({ state, dispatch, announce });
  current.current = { state, dispatch, announce };

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof Element ? event.target : null;
      // A modal dialog (the preflight confirmation) has the keyboard to itself.
      if (target?.closest('dialog[open]')) return;
      const command = commandForKey(event, { editingText: ownsKeys(target) });
      if (!command) return;
      const { state, dispatch, announce } = current.current;
      const layer = selectedLayer(state);
      if (needsSelection(command) && !layer) return;
      event.preventDefault();
      if (layer?.locked && CHANGES_LAYER.has(command.kind)) {
        announce(KEYBOARD_MESSAGES.locked);
        return;
      }
      const side = state.side;
      const id = layer?.id ?? '';
      switch (command.kind) {
        case 'undo':
          dispatch({ type: 'undo' });
          announce(KEYBOARD_MESSAGES.undone);
          return;
        case 'redo':
          dispatch({ type: 'redo' });
          announce(KEYBOARD_MESSAGES.redone);
          return;
        case 'zoom-in':
        case 'zoom-out':
          dispatch({ type: command.kind });
          return;
        case 'deselect':
          dispatch({ type: 'select', id: null });
          return;
        case 'delete':
          dispatch({ type: 'apply', change: (document) => deleteLayer(document, side, id) });
          announce(KEYBOARD_MESSAGES.deleted);
          return;
        case 'duplicate':
          dispatch({ type: 'add', change: (document) => duplicateLayer(document, side, id) });
          announce(KEYBOARD_MESSAGES.duplicated);
          return;
        case 'nudge':
          dispatch({
            type: 'apply',
            coalesceKey: `${id}:nudge`,
            change: (document) => moveLayerBy(document, side, id, { dx: command.dx, dy: command.dy }),
          });
          return;
        case 'rotate':
          dispatch({
            type: 'apply',
            coalesceKey: `${id}:rotate`,
            change: (document) => rotateLayerBy(document, side, id, command.by),
          });
          return;
        case 'scale':
          dispatch({
            type: 'apply',
            coalesceKey: `${id}:scale`,
            change: (document) => scaleLayer(document, side, id, command.factor),
          });
          return;
        case 'reorder':
          dispatch({ type: 'apply', change: (document) => reorderLayer(document, side, id, command.target) });
          return;
      }
    }
    // Holding a nudge key is one step; letting go ends it.
    function onKeyUp(event: KeyboardEvent) {
      if (event.key.startsWith('Arrow') || ['[', ']', '{', '}', '+', '=', '-', '_'].includes(event.key)) {
        current.current.dispatch({ type: 'seal' });
      }
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keyup', onKeyUp);
    };
  }, []);
}
