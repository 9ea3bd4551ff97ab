import { describe, expect, it } from 'vitest';
import { addText, deleteLayer, duplicateLayer, moveLayerBy, updateText } from '../../core/design';
import { blankDesign, sampleDesign } from '../../core/design/testing';
import { createEditorState, currentDocument, editorReducer, firstSide, selectedLayer } from './editor-state';

const start = () => createEditorState({ document: blankDesign(), colour: 'White' });

describe('editorReducer', () => {
  it('adds a layer to the side on show and selects it', () => {
    const state = editorReducer(start(), {
      type: 'add',
      change: (document) => addText(document, 'front', { text: 'Hello' }),
    });
    expect(currentDocument(state).sides.front?.layers).toHaveLength(1);
    expect(state.selectedId).toBe('layer-1');
    expect(selectedLayer(state)?.kind).toBe('text');
  });

  it('selects a duplicate, which sits just above its original', () => {
    let state = editorReducer(start(), {
      type: 'add',
      change: (document) => addText(addText(document, 'front', { text: 'A' }), 'front', { text: 'B' }),
    });
    state = editorReducer(state, {
      type: 'add',
      change: (document) => duplicateLayer(document, 'front', 'layer-1'),
    });
    expect(selectedLayer(state)).toMatchObject({ id: 'layer-3', name: 'A copy' });
  });

  it('adds to another side when told, and shows that side', () => {
    const state = editorReducer(start(), {
      type: 'add',
      side: 'back',
      change: (document) => addText(document, 'back', { text: 'Back' }),
    });
    expect(state.side).toBe('back');
    expect(selectedLayer(state)).toMatchObject({ text: 'Back' });
  });

  it('undoes and redoes document changes, keeping the selection only while its layer exists', () => {
    let state = editorReducer(start(), {
      type: 'add',
      change: (document) => addText(document, 'front', { text: 'Hello' }),
    });
    state = editorReducer(state, {
      type: 'apply',
      change: (document) => moveLayerBy(document, 'front', 'layer-1', { dx: 5, dy: 0 }),
    });
    const moved = currentDocument(state).sides.front?.layers[0]?.x;
    state = editorReducer(state, { type: 'undo' });
    expect(currentDocument(state).sides.front?.layers[0]?.x).toBeCloseTo((moved ?? 0) - 5, 3);
    expect(state.selectedId).toBe('layer-1');
    state = editorReducer(state, { type: 'undo' });
    expect(currentDocument(state).sides.front?.layers).toHaveLength(0);
    expect(state.selectedId).toBeNull();
    state = editorReducer(editorReducer(state, { type: 'redo' }), { type: 'redo' });
    expect(currentDocument(state).sides.front?.layers[0]?.x).toBe(moved);
  });

  it('does nothing for an undo or redo with no steps', () => {
    const state = start();
    expect(editorReducer(state, { type: 'undo' })).toBe(state);
    expect(editorReducer(state, { type: 'redo' })).toBe(state);
  });

  it('ignores an operation on a layer that is gone', () => {
    const state = start();
    const next = editorReducer(state, {
      type: 'apply',
      change: (document) => deleteLayer(document, 'front', 'layer-9'),
    });
    expect(next).toBe(state);
  });

  it('makes typing in one field one undo step until the field is sealed', () => {
    let state = editorReducer(start(), {
      type: 'add',
      change: (document) => addText(document, 'front', { text: 'H' }),
    });
    for (const text of ['He', 'Hel', 'Hello']) {
      state = editorReducer(state, {
        type: 'apply',
        coalesceKey: 'layer-1:text',
        change: (document) => updateText(document, 'front', 'layer-1', { text }),
      });
    }
    state = editorReducer(state, { type: 'seal' });
    state = editorReducer(state, {
      type: 'apply',
      coalesceKey: 'layer-1:text',
      change: (document) => updateText(document, 'front', 'layer-1', { text: 'Hello!' }),
    });
    state = editorReducer(state, { type: 'undo' });
    expect(selectedLayer(state)).toMatchObject({ text: 'Hello' });
    state = editorReducer(state, { type: 'undo' });
    expect(selectedLayer(state)).toMatchObject({ text: 'H' });
  });

  it('switches only to sides the product has, clearing the selection', () => {
    let state = editorReducer(start(), {
      type: 'add',
      change: (document) => addText(document, 'front', { text: 'Hello' }),
    });
    state = editorReducer(state, { type: 'side', side: 'back' });
    expect(state.side).toBe('back');
    expect(state.selectedId).toBeNull();
    expect(editorReducer(state, { type: 'side', side: 'right' })).toBe(state);
  });

  it('selects only layers of the side on show', () => {
    const state = createEditorState({ document: sampleDesign(), colour: 'White', side: 'back' });
    expect(editorReducer(state, { type: 'select', id: 'layer-1' }).selectedId).toBeNull();
    const front = editorReducer(state, { type: 'side', side: 'front' });
    expect(editorReducer(front, { type: 'select', id: 'layer-2' }).selectedId).toBe('layer-2');
  });

  it('zooms from 1 to 2 in steps of 0.1', () => {
    let state = start();
    state = editorReducer(state, { type: 'zoom-out' });
    expect(state.zoom).toBe(1);
    for (let step = 0; step < 15; step++) state = editorReducer(state, { type: 'zoom-in' });
    expect(state.zoom).toBe(2);
    state = editorReducer(state, { type: 'zoom-out' });
    expect(state.zoom).toBe(1.9);
    expect(editorReducer(state, { type: 'zoom', zoom: 1.34 }).zoom).toBe(1.3);
  });

  it('changes colour without touching the document or its history', () => {
    const state = start();
    const next = editorReducer(state, { type: 'colour', colour: 'Black' });
    expect(next.colour).toBe('Black');
    expect(next.history).toBe(state.history);
  });

  it('starts over from a restored document', () => {
    let state = editorReducer(start(), {
      type: 'add',
      change: (document) => addText(document, 'front', { text: 'Hello' }),
    });
    state = editorReducer(state, { type: 'reset', document: sampleDesign() });
    expect(currentDocument(state).sides.front?.layers).toHaveLength(3);
    expect(state.history.past).toEqual([]);
    expect(state.selectedId).toBeNull();
  });
});

describe('firstSide', () => {
  it('keeps the side asked for when the document has it, else the first it has', () => {
    const document = blankDesign();
    expect(firstSide(document, 'back')).toBe('back');
    expect(firstSide(document, 'right')).toBe('front');
    const { front: _front, ...sides } = document.sides;
    expect(firstSide({ ...document, sides }, undefined)).toBe('back');
  });
});
