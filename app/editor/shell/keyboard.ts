/**
 * The editor's keyboard shortcuts: Ctrl (or ⌘) + Z undo, + Shift + Z or + Y redo, + C / V / D copy, paste
 * and duplicate the selected block. None of them while typing in a field (its own undo and copy apply);
 * copy, paste and duplicate only with a block selected.
 */
export type EditorShortcut = 'undo' | 'redo' | 'copy' | 'paste' | 'duplicate';

export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** Whether an element takes typing: text inputs, text areas, selects and rich text. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable || element.closest('[contenteditable="true"]')) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(
      element.type,
    );
  }
  return false;
}

export function shortcutFor(
  event: ShortcutKey,
  context: { typing: boolean; blockSelected: boolean },
): EditorShortcut | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || context.typing) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  if (event.shiftKey || !context.blockSelected) return null;
  if (key === 'c') return 'copy';
  if (key === 'v') return 'paste';
  if (key === 'd') return 'duplicate';
  return null;
}
