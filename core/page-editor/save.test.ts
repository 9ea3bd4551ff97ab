import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { SAVE_MESSAGES } from './messages';
import { updateProperties } from './operations';
import {
  INITIAL_SAVE_STATE,
  invalidField,
  keepMine,
  reloadTheirs,
  saveErrorFrom,
  savePlan,
  saveReducer,
  savingClearsAt,
} from './save';
import { samplePage } from './testing';

describe('savePlan', () => {
  it('POSTs a new page without a version', () => {
    const plan = savePlan(samplePage({ id: null }), 1);
    expect(plan.method).toBe('POST');
    expect(plan.path).toBe('/omnis/v3/divisions/3/pages/?imageType=object');
    expect(plan.body).not.toHaveProperty('version');
    expect(plan.body).toMatchObject({ url: '/about/', divisionId: 3 });
  });

  it('PATCHes an existing page with the base version', () => {
    const plan = savePlan(samplePage(), 4);
    expect(plan).toMatchObject({ method: 'PATCH', path: '/omnis/v3/divisions/3/pages/7/?imageType=object' });
    expect(plan.body.version).toBe(4);
    expect(plan.body.blocks.map((block) => block.uid)).toEqual(['show', 'row', 'grid', 'text', 'image']);
  });

  it("refuses a page that isn't attached to a store", () => {
    expect(() => savePlan(samplePage({ divisionId: null }), 1)).toThrow(AppError);
  });
});

describe('saveErrorFrom', () => {
  const sent = savePlan(samplePage(), 4).body;

  it('maps 402, 403, 404 and server failures to their messages', () => {
    expect(saveErrorFrom(402, { message: 'x' })).toMatchObject({
      kind: 'proRequired',
      message: 'Pro required to save this page',
    });
    expect(saveErrorFrom(403, {})).toMatchObject({
      kind: 'forbidden',
      message: "Oops... Looks like you're trying to access a page from another store",
    });
    expect(saveErrorFrom(404, {})).toMatchObject({
      kind: 'notFound',
      message: 'We were unable to find this page',
    });
    expect(saveErrorFrom(500, {})).toMatchObject({
      kind: 'server',
      message: 'Oops.. looks like something went wrong',
    });
    expect(saveErrorFrom(0, null)).toMatchObject({ kind: 'network' });
  });

  it('tells a stale version from a taken address on 409', () => {
    expect(saveErrorFrom(409, { message: SAVE_MESSAGES.versionConflict })).toMatchObject({
      kind: 'conflict',
      conflict: 'version',
    });
    expect(saveErrorFrom(409, { message: SAVE_MESSAGES.addressTaken })).toMatchObject({
      kind: 'conflict',
      conflict: 'address',
      message: 'Another page of this store already uses this address',
    });
  });

  it('lists invalid fields on 422, tied to block uids and property paths, first message shown', () => {
    const error = saveErrorFrom(
      422,
      {
        message: 'Page failed validation',
        errors: {
          'blocks.2.items.1.properties.title': ['Must be text'],
          'blocks.3.size': ['Size must be a number of columns from 1 to 12'],
          url: ['This field is required'],
        },
      },
      sent,
    );
    expect(error.kind).toBe('invalid');
    expect(error.message).toBe('Must be text');
    expect(error.fields).toEqual([
      {
        path: 'blocks.2.items.1.properties.title',
        message: 'Must be text',
        blockUid: 'card-2',
        field: 'properties.title',
      },
      {
        path: 'blocks.3.size',
        message: 'Size must be a number of columns from 1 to 12',
        blockUid: 'text',
        field: 'size',
      },
      { path: 'url', message: 'This field is required', blockUid: null, field: 'url' },
    ]);
    expect(saveErrorFrom(422, { message: 'Page failed validation' }).message).toBe('Page failed validation');
  });

  it('maps a path to a block that was not sent to no block', () => {
    expect(invalidField('blocks.40.properties.copy', 'x', sent.blocks)).toMatchObject({ blockUid: null });
    expect(invalidField('blocks', 'A page may hold at most 500 blocks', sent.blocks)).toMatchObject({
      blockUid: null,
      field: 'blocks',
    });
  });
});

describe('saveReducer', () => {
  it('is saving from start until 500 ms after success', () => {
    let state = saveReducer(INITIAL_SAVE_STATE, { type: 'start' });
    expect(state).toMatchObject({ status: 'saving', isSaving: true });
    state = saveReducer(state, { type: 'succeed', at: 1_000 });
    expect(state).toMatchObject({ status: 'saved', isSaving: true });
    expect(savingClearsAt(state)).toBe(1_500);
    expect(saveReducer(state, { type: 'tick', at: 1_499 })).toBe(state);
    state = saveReducer(state, { type: 'tick', at: 1_500 });
    expect(state).toMatchObject({ status: 'saved', isSaving: false });
    expect(savingClearsAt(state)).toBeNull();
  });

  it('keeps the error of a failed save and clears isSaving after 500 ms', () => {
    const error = saveErrorFrom(402, {});
    let state = saveReducer(saveReducer(INITIAL_SAVE_STATE, { type: 'start' }), {
      type: 'fail',
      at: 0,
      error,
    });
    expect(state).toMatchObject({ status: 'failed', isSaving: true, error });
    state = saveReducer(state, { type: 'tick', at: 500 });
    expect(state).toMatchObject({ status: 'failed', isSaving: false, error });
  });

  it('ignores an answer when no save is running and ticks while saving', () => {
    expect(saveReducer(INITIAL_SAVE_STATE, { type: 'succeed', at: 1 })).toBe(INITIAL_SAVE_STATE);
    const saving = saveReducer(INITIAL_SAVE_STATE, { type: 'start' });
    expect(saveReducer(saving, { type: 'tick', at: 99_999 })).toBe(saving);
  });
});

describe('conflict resolution', () => {
  const mine = updateProperties(samplePage(), 'text', { copy: 'Mine' });
  const theirs = { ...samplePage(), version: 6 };

  it('reload theirs: their page and version become the base', () => {
    expect(reloadTheirs(theirs)).toEqual({ page: theirs, baseVersion: 6 });
  });

  it('keep mine: PATCH my blocks over their version', () => {
    const plan = keepMine(mine, theirs);
    expect(plan.method).toBe('PATCH');
    expect(plan.body.version).toBe(6);
    expect(plan.body.blocks.find((block) => block.uid === 'text')?.properties?.copy).toBe('Mine');
  });
});
