import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, commit, createHistory, redo, seal, undo } from './history';

describe('history', () => {
  it('undoes and redoes commits in order', () => {
    let history = createHistory('a');
    history = commit(history, 'b');
    history = commit(history, 'c');
    expect(history.present).toBe('c');
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    history = redo(history);
    history = redo(history);
    expect(history.present).toBe('c');
    expect(canRedo(history)).toBe(false);
  });

  it('drops the redo steps when something new is committed after an undo', () => {
    let history = commit(commit(createHistory('a'), 'b'), 'c');
    history = commit(undo(history), 'd');
    expect(history.present).toBe('d');
    expect(canRedo(history)).toBe(false);
    expect(undo(history).present).toBe('b');
  });

  it('ignores a commit of the value it already has', () => {
    const history = createHistory({ n: 1 });
    expect(commit(history, history.present)).toBe(history);
  });

  it('leaves the history alone when there is nothing to undo or redo', () => {
    const history = createHistory('a');
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });

  it('merges commits with the same coalesce key into one undo step', () => {
    let history = createHistory('');
    for (const text of ['H', 'He', 'Hel', 'Hello']) history = commit(history, text, { coalesceKey: 'text' });
    expect(history.present).toBe('Hello');
    expect(history.past).toEqual(['']);
    history = commit(history, 'Hello!', { coalesceKey: 'colour' });
    expect(history.past).toEqual(['', 'Hello']);
  });

  it('starts a new step after sealing, an undo or a commit without a key', () => {
    let history = commit(createHistory(''), 'a', { coalesceKey: 'text' });
    history = commit(seal(history), 'ab', { coalesceKey: 'text' });
    expect(history.past).toEqual(['', 'a']);
    history = commit(undo(history), 'ac', { coalesceKey: 'text' });
    expect(history.past).toEqual(['', 'a']);
    history = commit(history, 'x');
    history = commit(history, 'xy', { coalesceKey: 'text' });
    expect(history.past).toEqual(['', 'a', 'ac', 'x']);
  });

  it('remembers at most the limit of steps', () => {
    let history = createHistory(0);
    for (let value = 1; value <= 10; value++) history = commit(history, value, { limit: 3 });
    expect(history.past).toEqual([7, 8, 9]);
  });
});
