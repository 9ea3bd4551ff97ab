/**
 * Saving the page (§4, §7, §8): the request to send (a new page POSTed, an existing one PATCHed with the
 * version its edits started from), the isSaving state (true while saving and until 500 ms after), what a
 * failed answer means (402 pro, 403 another store, 404, 409 conflict, 422 invalid fields mapped to blocks),
 * and the two ways out of a conflict: reload theirs, or keep mine over their version.
 */
import type { Page, StoredBlock } from '../blocks/types';
import { TIMINGS } from '../constants/timings';
import { pageApiPath, pageToStored, type StoredPage } from '../pages/model';
import { SAVE_MESSAGES } from './messages';

export type SaveBody = Omit<StoredPage, 'version' | 'kind'> & { version?: number };

export interface SavePlan {
  method: 'POST' | 'PATCH';
  path: string;
  body: SaveBody;
}

/**
 * The request for a save: POST /omnis/v3/divisions/{division}/pages/?imageType=object for a new page
 * (id null), PATCH .../pages/{id}/?imageType=object with `version` = the base version for an existing one.
 * Throws 'Page not attached to a store' for a page without a division.
 */
export function savePlan(page: Page, baseVersion: number): SavePlan {
  const path = pageApiPath(page);
  const { version: _version, kind: _kind, ...body } = pageToStored(page);
  if (page.id === null) return { method: 'POST', path, body };
  return { method: 'PATCH', path, body: { ...body, version: baseVersion } };
}

export type SaveErrorKind =
  | 'proRequired'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'invalid'
  | 'server'
  | 'network';

/** An invalid field of a failed save: the server's path, and the block and property it names, if any. */
export interface InvalidField {
  path: string;
  message: string;
  /** The block the path names (blocks.2.items.0... → that item's uid). */
  blockUid: string | null;
  /** The path inside the block ('properties.fontScale', 'size'), or the page field ('url'). */
  field: string;
}

export interface SaveError {
  kind: SaveErrorKind;
  status: number;
  /** What to show (the snackbar message). */
  message: string;
  /** 409 only: a stale version (resolve with reloadTheirs / keepMine) or an address another page has. */
  conflict?: 'version' | 'address';
  fields: InvalidField[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Maps a server error path to the block it names in the body that was sent. */
export function invalidField(path: string, message: string, sent: readonly StoredBlock[]): InvalidField {
  const parts = path.split('.');
  if (parts[0] !== 'blocks' || parts.length < 2) return { path, message, blockUid: null, field: path };
  let list: readonly StoredBlock[] | undefined = sent;
  let block: StoredBlock | undefined;
  let index = 1;
  while (index < parts.length && list) {
    const position = Number(parts[index]);
    if (!Number.isInteger(position)) break;
    block = list[position];
    index += 1;
    if (parts[index] === 'items' && /^\d+$/.test(parts[index + 1] ?? '')) {
      list = block?.items;
      index += 1;
      continue;
    }
    break;
  }
  return { path, message, blockUid: block?.uid ?? null, field: parts.slice(index).join('.') };
}

/**
 * What a failed save answer means. `body` is the server's JSON ({ message, errors? }); `sent` the body
 * that was sent, so invalid block paths can be tied to block uids. Status 0 is a request that never
 * completed (offline, cancelled).
 */
export function saveErrorFrom(status: number, body: unknown, sent?: Pick<SaveBody, 'blocks'>): SaveError {
  const serverMessage = isRecord(body) && typeof body.message === 'string' ? body.message : null;
  const base = { status, fields: [] as InvalidField[] };
  switch (status) {
    case 402:
      return { ...base, kind: 'proRequired', message: SAVE_MESSAGES.proRequired };
    case 403:
      return { ...base, kind: 'forbidden', message: serverMessage ?? SAVE_MESSAGES.fromAnotherStore };
    case 404:
      return { ...base, kind: 'notFound', message: SAVE_MESSAGES.notFound };
    case 409: {
      const address = serverMessage === SAVE_MESSAGES.addressTaken;
      return {
        ...base,
        kind: 'conflict',
        conflict: address ? 'address' : 'version',
        message: address ? SAVE_MESSAGES.addressTaken : SAVE_MESSAGES.versionConflict,
      };
    }
    case 422: {
      const errors = isRecord(body) && isRecord(body.errors) ? body.errors : {};
      const fields = Object.entries(errors).flatMap(([path, messages]) =>
        (Array.isArray(messages) ? messages : [messages])
          .filter((message): message is string => typeof message === 'string')
          .map((message) => invalidField(path, message, sent?.blocks ?? [])),
      );
      // §5/§8: the first validation message is shown, else the general one.
      const message = fields[0]?.message ?? serverMessage ?? SAVE_MESSAGES.failedValidation;
      return { ...base, kind: 'invalid', message, fields };
    }
  }
  if (status === 0) return { ...base, kind: 'network', message: SAVE_MESSAGES.unknown };
  if (status >= 500) return { ...base, kind: 'server', message: SAVE_MESSAGES.serverError };
  return { ...base, kind: 'server', message: serverMessage ?? SAVE_MESSAGES.unknown };
}

/** The save state: idle, saving, saved or failed; isSaving stays true until 500 ms after it ends. */
export interface SaveState {
  status: 'idle' | 'saving' | 'saved' | 'failed';
  isSaving: boolean;
  /** When the last save ended (ms), for clearing isSaving. */
  endedAt: number | null;
  error: SaveError | null;
}

export type SaveEvent =
  | { type: 'start' }
  | { type: 'succeed'; at: number }
  | { type: 'fail'; at: number; error: SaveError }
  | { type: 'tick'; at: number };

export const INITIAL_SAVE_STATE: SaveState = Object.freeze({
  status: 'idle',
  isSaving: false,
  endedAt: null,
  error: null,
});

/** The next save state; unchanged (the same object) for an event that does not apply. */
export function saveReducer(state: SaveState, event: SaveEvent): SaveState {
  switch (event.type) {
    case 'start':
      return { status: 'saving', isSaving: true, endedAt: null, error: null };
    case 'succeed':
      if (state.status !== 'saving') return state;
      return { status: 'saved', isSaving: true, endedAt: event.at, error: null };
    case 'fail':
      if (state.status !== 'saving') return state;
      return { status: 'failed', isSaving: true, endedAt: event.at, error: event.error };
    case 'tick': {
      const clearAt = savingClearsAt(state);
      if (clearAt === null || event.at < clearAt) return state;
      return { ...state, isSaving: false };
    }
  }
}

/** When isSaving clears (500 ms after the save ended), or null while saving or once cleared. */
export function savingClearsAt(state: SaveState): number | null {
  if (!state.isSaving || state.endedAt === null) return null;
  return state.endedAt + TIMINGS.saveFlagClearMs;
}

/** Resolving a version conflict by taking the server's copy: it becomes the page and the new base. */
export function reloadTheirs(theirs: Page): { page: Page; baseVersion: number } {
  return { page: theirs, baseVersion: theirs.version };
}

/** Resolving a version conflict by keeping my page: PATCH it again over their version. */
export function keepMine(mine: Page, theirs: Pick<Page, 'version'>): SavePlan {
  return savePlan(mine, theirs.version);
}
