import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  createHistory,
  propertyEditKey,
  record,
  redo,
  resetHistory,
  undo,
} from './history';

describe('history', () => {
  it('undoes and redoes every recorded change', () => {
    let history = createHistory('a');
    history = record(history, 'b');
    history = record(history, 'c');
    expect(canUndo(history)).toBe(true);
    expect(canRedo(history)).toBe(false);
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    history = redo(redo(history));
    expect(history.present).toBe('c');
    expect(redo(history)).toBe(history);
  });

  it('records nothing for the same state (an operation that did nothing)', () => {
    const history = record(createHistory('a'), 'b');
    expect(record(history, 'b')).toBe(history);
  });

  it('clears redo on a new change', () => {
    let history = undo(record(record(createHistory('a'), 'b'), 'c'));
    expect(canRedo(history)).toBe(true);
    history = record(history, 'x');
    expect(canRedo(history)).toBe(false);
    expect(undo(history).present).toBe('b');
  });

  it('keeps at most `limit` steps, dropping the oldest', () => {
    let history = createHistory(0, { limit: 100 });
    for (let step = 1; step <= 150; step += 1) history = record(history, step);
    expect(history.past).toHaveLength(100);
    while (canUndo(history)) history = undo(history);
    expect(history.present).toBe(50);
  });

  it('coalesces typing in one property within a second into one step', () => {
    let history = createHistory('');
    let at = 1_000;
    for (const text of ['H', 'He', 'Hel', 'Hell', 'Hello']) {
      history = record(history, text, { key: 'b1:title', at });
      at += 300;
    }
    expect(history.past).toEqual(['']);
    expect(undo(history).present).toBe('');
  });

  it('starts a new step after a pause, on another property, or without a key', () => {
    let history = createHistory('');
    history = record(history, 'a', { key: 'b1:title', at: 0 });
    history = record(history, 'ab', { key: 'b1:title', at: 1_000 });
    history = record(history, 'abc', { key: 'b1:copy', at: 1_100 });
    history = record(history, 'abcd', { at: 1_200 });
    history = record(history, 'abcde', { key: 'b1:copy', at: 1_300 });
    expect(history.past).toEqual(['', 'a', 'ab', 'abc', 'abcd']);
  });

  it('does not coalesce across an undo', () => {
    let history = record(record(createHistory(''), 'a', { key: 'k', at: 0 }), 'ab', { key: 'k', at: 10 });
    history = record(undo(history), 'ax', { key: 'k', at: 20 });
    expect(history.past).toEqual(['']);
    expect(history.present).toBe('ax');
  });

  it('resets to a new present, keeping the options', () => {
    const history = resetHistory(record(createHistory('a', { limit: 5 }), 'b'), 'z');
    expect(history).toMatchObject({ past: [], present: 'z', future: [], limit: 5 });
  });
});

describe('propertyEditKey', () => {
  it('keys a single text property of a block and nothing else', () => {
    expect(propertyEditKey('b1', { title: 'Hi' })).toBe('b1:title');
    expect(propertyEditKey('b1', { title: 'Hi', copy: 'x' })).toBeNull();
    expect(propertyEditKey('b1', { primary: true })).toBeNull();
    expect(propertyEditKey('b1', {})).toBeNull();
  });
});
