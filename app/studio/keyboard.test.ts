import { describe, expect, it } from 'vitest';
import { commandForKey, NUDGE_LARGE_MM, NUDGE_MM, needsSelection, ownsKeys } from './keyboard';

const idle = { editingText: false };
const typing = { editingText: true };

describe('commandForKey', () => {
  it('maps undo and redo with Ctrl or Cmd', () => {
    expect(commandForKey({ key: 'z', ctrlKey: true }, idle)).toEqual({ kind: 'undo' });
    expect(commandForKey({ key: 'z', metaKey: true }, idle)).toEqual({ kind: 'undo' });
    expect(commandForKey({ key: 'Z', ctrlKey: true, shiftKey: true }, idle)).toEqual({ kind: 'redo' });
    expect(commandForKey({ key: 'y', ctrlKey: true }, idle)).toEqual({ kind: 'redo' });
  });

  it('duplicates with Ctrl+D and deletes with Delete or Backspace', () => {
    expect(commandForKey({ key: 'd', ctrlKey: true }, idle)).toEqual({ kind: 'duplicate' });
    expect(commandForKey({ key: 'Delete' }, idle)).toEqual({ kind: 'delete' });
    expect(commandForKey({ key: 'Backspace' }, idle)).toEqual({ kind: 'delete' });
  });

  it('nudges by 1 mm with the arrows and 10 mm with Shift', () => {
    expect(commandForKey({ key: 'ArrowLeft' }, idle)).toEqual({ kind: 'nudge', dx: -NUDGE_MM, dy: 0 });
    expect(commandForKey({ key: 'ArrowRight' }, idle)).toEqual({ kind: 'nudge', dx: NUDGE_MM, dy: 0 });
    expect(commandForKey({ key: 'ArrowUp' }, idle)).toEqual({ kind: 'nudge', dx: 0, dy: -NUDGE_MM });
    expect(commandForKey({ key: 'ArrowDown', shiftKey: true }, idle)).toEqual({
      kind: 'nudge',
      dx: 0,
      dy: NUDGE_LARGE_MM,
    });
  });

  it('reorders with Alt and the up and down arrows', () => {
    expect(commandForKey({ key: 'ArrowUp', altKey: true }, idle)).toEqual({
      kind: 'reorder',
      target: 'forward',
    });
    expect(commandForKey({ key: 'ArrowDown', altKey: true }, idle)).toEqual({
      kind: 'reorder',
      target: 'backward',
    });
    expect(commandForKey({ key: 'ArrowUp', altKey: true, shiftKey: true }, idle)).toEqual({
      kind: 'reorder',
      target: 'front',
    });
  });

  it('rotates with the brackets, scales with plus and minus and zooms with full stop and comma', () => {
    expect(commandForKey({ key: ']' }, idle)).toEqual({ kind: 'rotate', by: 15 });
    expect(commandForKey({ key: '[' }, idle)).toEqual({ kind: 'rotate', by: -15 });
    expect(commandForKey({ key: '}', shiftKey: true }, idle)).toEqual({ kind: 'rotate', by: 1 });
    expect(commandForKey({ key: '=' }, idle)).toEqual({ kind: 'scale', factor: 1.1 });
    expect(commandForKey({ key: '-' }, idle)).toEqual({ kind: 'scale', factor: 1 / 1.1 });
    expect(commandForKey({ key: '.' }, idle)).toEqual({ kind: 'zoom-in' });
    expect(commandForKey({ key: ',' }, idle)).toEqual({ kind: 'zoom-out' });
    expect(commandForKey({ key: 'Escape' }, idle)).toEqual({ kind: 'deselect' });
  });

  it('leaves every key to a field that uses keys itself', () => {
    for (const press of [
      { key: 'z', ctrlKey: true },
      { key: 'd', ctrlKey: true },
      { key: 'Backspace' },
      { key: 'ArrowLeft' },
      { key: '-' },
    ]) {
      expect(commandForKey(press, typing)).toBeNull();
    }
  });

  it('leaves other keys and browser shortcuts alone', () => {
    expect(commandForKey({ key: 'a' }, idle)).toBeNull();
    expect(commandForKey({ key: 'c', ctrlKey: true }, idle)).toBeNull();
    expect(commandForKey({ key: 'ArrowLeft', ctrlKey: true }, idle)).toBeNull();
    expect(commandForKey({ key: 'z', ctrlKey: true, altKey: true }, idle)).toBeNull();
  });

  it('knows which commands need a selected layer', () => {
    expect(needsSelection({ kind: 'undo' })).toBe(false);
    expect(needsSelection({ kind: 'zoom-in' })).toBe(false);
    expect(needsSelection({ kind: 'nudge', dx: 1, dy: 0 })).toBe(true);
    expect(needsSelection({ kind: 'delete' })).toBe(true);
  });
});

describe('ownsKeys', () => {
  const element = (tagName: string, extra: Record<string, unknown> = {}) =>
    // ownsKeys reads only these fields; a DOM is not needed to test it.
    ({ tagName, isContentEditable: false, ...extra }) as unknown as Element;

  it('is true for text fields, sliders, selects and editable content', () => {
    expect(ownsKeys(element('TEXTAREA'))).toBe(true);
    expect(ownsKeys(element('SELECT'))).toBe(true);
    expect(ownsKeys(element('INPUT', { type: 'text' }))).toBe(true);
    expect(ownsKeys(element('INPUT', { type: 'number' }))).toBe(true);
    expect(ownsKeys(element('INPUT', { type: 'range' }))).toBe(true);
    expect(ownsKeys(element('DIV', { isContentEditable: true }))).toBe(true);
  });

  it('is false for buttons, checkboxes, the canvas and nothing', () => {
    expect(ownsKeys(element('BUTTON'))).toBe(false);
    expect(ownsKeys(element('INPUT', { type: 'checkbox' }))).toBe(false);
    expect(ownsKeys(element('DIV'))).toBe(false);
    expect(ownsKeys(null)).toBe(false);
  });
});
