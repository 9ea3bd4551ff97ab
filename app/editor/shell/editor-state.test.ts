// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../core/errors/messages';
import {
  copyBlocks,
  EDITOR_MESSAGES,
  SAVE_MESSAGES,
  SHELL_MESSAGES,
  saveErrorFrom,
  shouldOfferDraft,
} from '../../../core/page-editor';
import { order, samplePage, testEnvironment } from '../../../core/page-editor/testing';
import { locateBlock } from '../../../core/page-editor/tree';
import { blockFieldErrors, propertyPatch } from './block-sidebar';
import { clearPageDraft, readPageDraft, writePageDraft } from './draft-storage';
import {
  type EditorAction,
  type EditorState,
  editorReducer,
  hasUnsavedChanges,
  initialEditorState,
  keepMinePlan,
  mayRedo,
  mayUndo,
  nextSavePlan,
  positionOf,
} from './editor-state';
import { isTypingTarget, shortcutFor } from './keyboard';

const start = (isPro = false) => initialEditorState(samplePage(), testEnvironment(isPro));
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const block = (state: EditorState, uid: string) => locateBlock(state.history.present.blocks, uid)?.block;

describe('the editor state', () => {
  it('selects blocks, and forgets a selection whose block goes', () => {
    const selected = run(start(), { type: 'select', uid: 'text' });
    expect(selected.selected).toBe('text');
    const removed = run(selected, { type: 'remove', uid: 'text' });
    expect(removed.selected).toBeNull();
    expect(block(removed, 'text')?.flags.deleted).toBe(true);
  });

  it('adds a block from the palette, selects it and can take it back', () => {
    const state = run(start(), {
      type: 'add',
      request: { parent: null, index: 4, type: 'text', uid: 'new-text' },
    });
    expect(state.selected).toBe('new-text');
    expect(order(state.history.present.blocks)).toEqual(['show', 'row', 'grid', 'text', 'new-text', 'image']);
    expect(hasUnsavedChanges(state)).toBe(true);
    const undone = run(state, { type: 'undo' });
    expect(block(undone, 'new-text')).toBeUndefined();
    expect(undone.selected).toBeNull();
    expect(hasUnsavedChanges(undone)).toBe(false);
    expect(mayRedo(undone)).toBe(true);
    const redone = run(undone, { type: 'redo' });
    expect(block(redone, 'new-text')?.type).toBe('text');
  });

  it('refuses what the rules refuse, with their message, changing nothing', () => {
    const state = start();
    const slideOnPage = run(state, {
      type: 'add',
      request: { parent: null, index: 0, type: 'slide', uid: 's' },
    });
    expect(slideOnPage.history).toBe(state.history);
    expect(slideOnPage.notice).toEqual({ tone: 'error', message: expect.any(String) });
    const fixed = run(state, { type: 'moveBy', uid: 'show', delta: 1 });
    expect(fixed.notice?.message).toBe(EDITOR_MESSAGES.fixedBlock);
    expect(fixed.history).toBe(state.history);
  });

  it('refuses a pro-only block on a store without pro and takes it on a pro store', () => {
    // Pro-only blocks suit the platform's own pages.
    const platformPage = (isPro: boolean) =>
      initialEditorState(samplePage({ kind: 'store-platform' }), testEnvironment(isPro));
    const request = { parent: null, index: 1, type: 'proBenefits', uid: 'p' };
    const refused = run(platformPage(false), { type: 'add', request });
    expect(refused.notice?.message).toBe(EDITOR_MESSAGES.proRequired('Pro benefits'));
    expect(block(refused, 'p')).toBeUndefined();
    const added = run(platformPage(true), { type: 'add', request });
    expect(block(added, 'p')?.type).toBe('proBenefits');
  });

  it('coalesces typing in one property into one undo step', () => {
    const typed = run(
      start(),
      { type: 'update', uid: 'text', patch: { copy: 'H' }, at: 1000 },
      { type: 'update', uid: 'text', patch: { copy: 'He' }, at: 1200 },
      { type: 'update', uid: 'text', patch: { copy: 'Hello' }, at: 1500 },
    );
    expect(block(typed, 'text')?.properties.copy).toBe('Hello');
    expect(typed.history.past).toHaveLength(1);
    const undone = run(typed, { type: 'undo' });
    expect(block(undone, 'text')?.properties.copy).toBe(block(start(), 'text')?.properties.copy);
    expect(mayUndo(undone)).toBe(false);
  });

  it('moves a block up and down by keyboard, and publishes, duplicates and resizes it', () => {
    const moved = run(start(), { type: 'moveBy', uid: 'image', delta: -1 });
    expect(order(moved.history.present.blocks)).toEqual(['show', 'row', 'grid', 'image', 'text']);
    expect(positionOf(moved.history.present, 'image')).toEqual({ parent: null, index: 3 });
    const unpublished = run(moved, { type: 'publish', uid: 'image', published: false });
    expect(block(unpublished, 'image')?.unpublished).toBe(true);
    const copied = run(unpublished, { type: 'duplicate', uid: 'row-text', copyUid: 'copy' });
    expect(copied.selected).toBe('copy');
    expect(positionOf(copied.history.present, 'copy')).toEqual({ parent: 'row', index: 1 });
    const resized = run(copied, { type: 'resize', uid: 'text', width: 6 });
    expect(block(resized, 'text')?.size.x).toBe(6);
    const dragged = run(resized, { type: 'move', uid: 'text', target: { parent: 'row', index: 0 } });
    expect(positionOf(dragged.history.present, 'text')).toEqual({ parent: 'row', index: 0 });
  });

  it('pastes copied blocks after the selection with fresh uids', () => {
    const state = start();
    const payload = copyBlocks(state.history.present, ['text']);
    if (!payload) throw new Error('nothing copied');
    const pasted = run(state, { type: 'paste', payload, target: { parent: null, index: 4 } });
    expect(pasted.selected).not.toBe('text');
    expect(order(pasted.history.present.blocks)).toHaveLength(6);
    expect(block(pasted, pasted.selected ?? '')?.type).toBe('text');
  });
});

describe('saving', () => {
  it('PATCHes the present over the base version and shows Saving… until 500 ms after', () => {
    const edited = run(start(), { type: 'update', uid: 'text', patch: { copy: 'New' }, at: 1 });
    const plan = nextSavePlan(edited);
    expect(plan).toMatchObject({ method: 'PATCH', body: { version: 4 } });
    const saving = run(edited, { type: 'saveStart' });
    expect(saving.save).toMatchObject({ status: 'saving', isSaving: true });
    const saved = run(saving, { type: 'saveSucceeded', page: { id: 7, version: 5 }, at: 10_000 });
    expect(saved.save).toMatchObject({ status: 'saved', isSaving: true });
    expect(saved.baseVersion).toBe(5);
    expect(hasUnsavedChanges(saved)).toBe(false);
    expect(run(saved, { type: 'tick', at: 10_499 }).save.isSaving).toBe(true);
    expect(run(saved, { type: 'tick', at: 10_500 }).save.isSaving).toBe(false);
  });

  it('keeps edits made while a save was on its way as unsaved', () => {
    const saving = run(
      start(),
      { type: 'update', uid: 'text', patch: { copy: 'One' }, at: 1 },
      { type: 'saveStart' },
      { type: 'update', uid: 'image', patch: { alt: 'Two' }, at: 2 },
    );
    const saved = run(saving, { type: 'saveSucceeded', page: { id: 7, version: 5 }, at: 3 });
    expect(hasUnsavedChanges(saved)).toBe(true);
    expect(nextSavePlan(saved).body.version).toBe(5);
  });

  it('POSTs a page not saved yet and takes its id from the answer', () => {
    const state = initialEditorState(samplePage({ id: null }), testEnvironment());
    const edited = run(state, { type: 'update', uid: 'text', patch: { copy: 'x' }, at: 1 });
    expect(nextSavePlan(edited).method).toBe('POST');
    const saved = run(
      edited,
      { type: 'saveStart' },
      { type: 'saveSucceeded', page: { id: 42, version: 1 }, at: 2 },
    );
    expect(saved.history.present.id).toBe(42);
    expect(
      nextSavePlan(run(saved, { type: 'update', uid: 'text', patch: { copy: 'y' }, at: 3 })).method,
    ).toBe('PATCH');
  });

  it('shows 402 and 422 where they happen: the invalid block is selected with its field errors', () => {
    const edited = run(start(), { type: 'update', uid: 'text', patch: { copy: 'x' }, at: 1 });
    const sent = nextSavePlan(edited).body;
    const pro = run(
      edited,
      { type: 'saveStart' },
      { type: 'saveFailed', error: saveErrorFrom(402, {}), at: 2 },
    );
    expect(pro.notice).toEqual({ tone: 'error', message: SAVE_MESSAGES.proRequired });
    expect(hasUnsavedChanges(pro)).toBe(true);
    const invalid = saveErrorFrom(
      422,
      { message: 'Page failed validation', errors: { 'blocks.3.properties.fontSize': ['Max 120'] } },
      sent,
    );
    const refused = run(edited, { type: 'saveStart' }, { type: 'saveFailed', error: invalid, at: 2 });
    expect(refused.selected).toBe('text');
    expect(refused.notice?.message).toBe('Max 120');
    expect(blockFieldErrors(refused.save.error?.fields ?? [], 'text')).toEqual({ fontSize: ['Max 120'] });
    const forbidden = run(
      edited,
      { type: 'saveStart' },
      { type: 'saveFailed', error: saveErrorFrom(403, {}), at: 2 },
    );
    expect(forbidden.notice?.message).toBe(ERROR_MESSAGES.pageFromAnotherStore);
  });

  it('says a lost connection kept the draft', () => {
    const offline = run(
      start(),
      { type: 'update', uid: 'text', patch: { copy: 'x' }, at: 1 },
      { type: 'saveStart' },
      { type: 'saveFailed', error: saveErrorFrom(0, null), at: 2 },
    );
    expect(offline.notice?.message).toBe(SHELL_MESSAGES.offline);
    expect(hasUnsavedChanges(offline)).toBe(true);
  });

  it('never overwrites on a 409: reload theirs, or keep mine over their version', () => {
    const mine = run(start(), { type: 'update', uid: 'text', patch: { copy: 'Mine' }, at: 1 });
    const conflict = run(
      mine,
      { type: 'saveStart' },
      { type: 'saveFailed', error: saveErrorFrom(409, {}), at: 2 },
    );
    expect(conflict.conflict).toEqual({ theirs: null });
    expect(conflict.notice).toBeNull();
    expect(keepMinePlan(conflict)).toBeNull();
    expect(run(conflict, { type: 'keepMine' })).toBe(conflict);
    const theirsPage = { ...samplePage({ version: 6 }) };
    const ready = run(conflict, { type: 'theirsLoaded', page: theirsPage });
    expect(keepMinePlan(ready)).toMatchObject({ method: 'PATCH', body: { version: 6 } });
    expect(keepMinePlan(ready)?.body.blocks?.find((b) => b.uid === 'text')?.properties?.copy).toBe('Mine');

    const kept = run(ready, { type: 'keepMine' });
    expect(kept.conflict).toBeNull();
    expect(kept.baseVersion).toBe(6);
    expect(block(kept, 'text')?.properties.copy).toBe('Mine');

    const reloaded = run(ready, { type: 'reloadTheirs' });
    expect(reloaded.history.present).toBe(theirsPage);
    expect(reloaded.baseVersion).toBe(6);
    expect(hasUnsavedChanges(reloaded)).toBe(false);
    expect(mayUndo(reloaded)).toBe(false);
  });

  it('an address taken (the other 409) is a message, not the conflict dialog', () => {
    const state = run(
      start(),
      { type: 'saveStart' },
      { type: 'saveFailed', error: saveErrorFrom(409, { message: SAVE_MESSAGES.addressTaken }), at: 1 },
    );
    expect(state.conflict).toBeNull();
    expect(state.notice?.message).toBe(SAVE_MESSAGES.addressTaken);
  });
});

describe('drafts', () => {
  const storage = () => {
    const map = new Map<string, string>();
    return {
      map,
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    };
  };
  const target = { storeId: 3, pageId: 7, url: '/about/' };

  it('writes unsaved work in parts, offers it back while current and restores it as an undoable step', () => {
    const store = storage();
    const server = samplePage();
    const long = 'word '.repeat(8000);
    const edited = run(start(), { type: 'update', uid: 'text', patch: { copy: long }, at: 1 });
    expect(writePageDraft(store, target, edited.history.present, 4, 5000)).toBe(true);
    expect(store.map.size).toBeGreaterThan(2);
    const draft = readPageDraft(store, target);
    expect(draft?.baseVersion).toBe(4);
    expect(shouldOfferDraft(draft, { version: 4, page: server })).toBe(true);
    if (!draft) throw new Error('no draft');

    const offered = run(start(), { type: 'offerDraft', draft });
    const restored = run(offered, { type: 'restoreDraft' });
    expect(restored.draftOffer).toBeNull();
    expect(block(restored, 'text')?.properties.copy).toBe(long);
    expect(hasUnsavedChanges(restored)).toBe(true);
    expect(block(run(restored, { type: 'undo' }), 'text')?.properties.copy).not.toBe(long);

    const discarded = run(offered, { type: 'discardDraft' });
    expect(discarded.draftOffer).toBeNull();
    expect(discarded.history).toBe(offered.history);
    clearPageDraft(store, target);
    expect(readPageDraft(store, target)).toBeNull();
    expect(store.map.size).toBe(0);
  });

  it("ignores another store's or page's draft", () => {
    const store = storage();
    writePageDraft(store, target, samplePage(), 4, 1);
    expect(readPageDraft(store, { ...target, storeId: 4 })).toBeNull();
    expect(readPageDraft(null, target)).toBeNull();
  });
});

describe('the panel link', () => {
  it('turns the panel value into a patch of what changed', () => {
    const before = { title: 'a', copy: 'b' };
    expect(propertyPatch(before, { ...before, copy: 'c' })).toEqual({ copy: 'c' });
    expect(propertyPatch(before, { title: 'a' })).toEqual({ copy: undefined });
  });
});

describe('keyboard shortcuts', () => {
  const key = (
    k: string,
    extra: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {},
  ) => ({
    key: k,
    ctrlKey: true,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...extra,
  });
  const idle = { typing: false, blockSelected: true };

  it('maps undo, redo, copy, paste and duplicate', () => {
    expect(shortcutFor(key('z'), idle)).toBe('undo');
    expect(shortcutFor(key('Z', { shiftKey: true }), idle)).toBe('redo');
    expect(shortcutFor(key('y'), idle)).toBe('redo');
    expect(shortcutFor(key('z', { ctrlKey: false, metaKey: true }), idle)).toBe('undo');
    expect(shortcutFor(key('c'), idle)).toBe('copy');
    expect(shortcutFor(key('v'), idle)).toBe('paste');
    expect(shortcutFor(key('d'), idle)).toBe('duplicate');
    expect(shortcutFor(key('z', { ctrlKey: false }), idle)).toBeNull();
  });

  it('leaves typing alone, and copy and paste to the page without a selected block', () => {
    expect(shortcutFor(key('z'), { typing: true, blockSelected: true })).toBeNull();
    expect(shortcutFor(key('c'), { typing: false, blockSelected: false })).toBeNull();
    expect(shortcutFor(key('z'), { typing: false, blockSelected: false })).toBe('undo');
  });

  it('knows a text field from a button', () => {
    const input = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    document.body.append(editable);
    expect(isTypingTarget(input)).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(editable)).toBe(true);
  });
});
