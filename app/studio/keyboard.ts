/**
 * The studio's keyboard map: which key does what. Pure, so the same table drives the handler, the help
 * text and the tests. Keys that act on a layer act on the selected one.
 */
import type { ReorderTarget } from '../../core/design';

export type EditorCommand =
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'delete' }
  | { kind: 'duplicate' }
  | { kind: 'deselect' }
  | { kind: 'nudge'; dx: number; dy: number }
  | { kind: 'rotate'; by: number }
  | { kind: 'scale'; factor: number }
  | { kind: 'reorder'; target: ReorderTarget }
  | { kind: 'zoom-in' }
  | { kind: 'zoom-out' };

export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
}

/** Arrow keys move by 1 mm, with Shift by 10 mm. */
export const NUDGE_MM = 1;
export const NUDGE_LARGE_MM = 10;
/** [ and ] rotate by 15°, with Shift by 1°. */
export const ROTATE_STEP = 15;
export const ROTATE_FINE_STEP = 1;
/** + and - scale by 10%, with Shift by 1%. */
export const SCALE_STEP = 0.1;
export const SCALE_FINE_STEP = 0.01;

export interface KeyContext {
  /** Focus is in a field that uses keys itself (see ownsKeys): typing, arrows and its own undo are its. */
  editingText: boolean;
}

/** The command a key press means in the studio, or null when the studio leaves it alone. */
export function commandForKey(press: KeyPress, context: KeyContext): EditorCommand | null {
  const command = Boolean(press.ctrlKey || press.metaKey);
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (command && !press.altKey) {
    if (context.editingText) return null;
    if (key === 'z') return press.shiftKey ? { kind: 'redo' } : { kind: 'undo' };
    if (key === 'y') return { kind: 'redo' };
    if (key === 'd') return { kind: 'duplicate' };
    return null;
  }
  if (context.editingText || command) return null;
  const large = Boolean(press.shiftKey);
  if (press.altKey) {
    if (key === 'ArrowUp') return { kind: 'reorder', target: large ? 'front' : 'forward' };
    if (key === 'ArrowDown') return { kind: 'reorder', target: large ? 'back' : 'backward' };
    return null;
  }
  const step = large ? NUDGE_LARGE_MM : NUDGE_MM;
  switch (key) {
    case 'ArrowLeft':
      return { kind: 'nudge', dx: -step, dy: 0 };
    case 'ArrowRight':
      return { kind: 'nudge', dx: step, dy: 0 };
    case 'ArrowUp':
      return { kind: 'nudge', dx: 0, dy: -step };
    case 'ArrowDown':
      return { kind: 'nudge', dx: 0, dy: step };
    case 'Delete':
    case 'Backspace':
      return { kind: 'delete' };
    case 'Escape':
      return { kind: 'deselect' };
    case '[':
    case '{':
      return { kind: 'rotate', by: -(large ? ROTATE_FINE_STEP : ROTATE_STEP) };
    case ']':
    case '}':
      return { kind: 'rotate', by: large ? ROTATE_FINE_STEP : ROTATE_STEP };
    case '+':
    case '=':
      return { kind: 'scale', factor: 1 + (large ? SCALE_FINE_STEP : SCALE_STEP) };
    case '-':
    case '_':
      return { kind: 'scale', factor: 1 / (1 + (large ? SCALE_FINE_STEP : SCALE_STEP)) };
    case '.':
      return { kind: 'zoom-in' };
    case ',':
      return { kind: 'zoom-out' };
    default:
      return null;
  }
}

/** Whether a command acts on the selected layer (and so does nothing without one). */
export function needsSelection(command: EditorCommand): boolean {
  return !['undo', 'redo', 'zoom-in', 'zoom-out', 'deselect'].includes(command.kind);
}

/** The shortcuts as the studio's help lists them. */
export const SHORTCUTS: readonly { keys: string; action: string }[] = Object.freeze([
  { keys: 'Tab', action: 'Move between the tools, the layers and the canvas' },
  { keys: 'Arrow keys', action: `Move the selected layer ${NUDGE_MM} mm (Shift: ${NUDGE_LARGE_MM} mm)` },
  { keys: '[ and ]', action: `Rotate ${ROTATE_STEP}° (Shift: ${ROTATE_FINE_STEP}°)` },
  { keys: '+ and -', action: 'Make the selected layer larger or smaller (Shift: finer)' },
  { keys: 'Alt+Up, Alt+Down', action: 'Bring forward, send backward (Shift: to the front or back)' },
  { keys: 'Delete', action: 'Delete the selected layer' },
  { keys: 'Ctrl+D', action: 'Duplicate the selected layer' },
  { keys: 'Ctrl+Z, Ctrl+Shift+Z', action: 'Undo, redo' },
  { keys: '. and ,', action: 'Zoom in, zoom out' },
  { keys: 'Escape', action: 'Deselect' },
]);

/**
 * Whether an element uses typed keys and arrows itself (text fields, sliders, radio groups, selects), so the
 * studio's shortcuts must leave them alone.
 */
export function ownsKeys(element: Element | null): boolean {
  if (!element) return false;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if ((element as HTMLElement).isContentEditable) return true;
  if (tag !== 'INPUT') return false;
  const type = (element as HTMLInputElement).type;
  return !['button', 'checkbox', 'color', 'submit', 'reset', 'file', 'image'].includes(type);
}
