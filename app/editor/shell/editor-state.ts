/**
 * The page editor shell's state as one reducer: the document's undo history (core/page-editor history),
 * the selected block, the save (isSaving until 500 ms after, the base version, a 409 waiting for the
 * merchant's choice) and the draft offered back. Every change to the page goes through a core operation,
 * so the rules (placement, pro, limits) live in one place; a refused change leaves a notice instead.
 */
import type { Page } from '../../../core/blocks/types';
import {
  type AddBlockRequest,
  addBlock,
  addRefusal,
  type ClipboardPayload,
  canRedo,
  canUndo,
  createHistory,
  duplicateBlock,
  duplicateRefusal,
  type EditorEnvironment,
  type History,
  INITIAL_SAVE_STATE,
  type InsertTarget,
  keepMine,
  moveBlock,
  moveRefusal,
  type PageDraft,
  pasteBlocks,
  propertyEditKey,
  record,
  redo,
  reloadTheirs,
  removeBlock,
  resetHistory,
  resizeBlock,
  type SaveError,
  type SavePlan,
  type SaveState,
  SHELL_MESSAGES,
  savePlan,
  saveReducer,
  setPublished,
  undo,
  updateProperties,
} from '../../../core/page-editor';
import { liveBlock } from '../../../core/page-editor/tree';

export interface Notice {
  tone: 'error' | 'info';
  message: string;
}

export interface EditorState {
  env: EditorEnvironment;
  history: History<Page>;
  /** The page as last loaded or saved: anything else in the present is unsaved. */
  saved: Page;
  /** The server version the present's edits started from (sent with a PATCH). */
  baseVersion: number;
  selected: string | null;
  save: SaveState;
  /** The page that is on its way to the server. */
  sending: Page | null;
  /** A 409 on a stale version: their page once fetched (null while it loads). */
  conflict: { theirs: Page | null } | null;
  notice: Notice | null;
  /** A draft from an earlier visit, offered back. */
  draftOffer: PageDraft | null;
}

export type EditorAction =
  | { type: 'select'; uid: string | null }
  | { type: 'add'; request: AddBlockRequest & { uid: string } }
  | { type: 'update'; uid: string; patch: Record<string, unknown>; at: number }
  | { type: 'move'; uid: string; target: InsertTarget }
  | { type: 'moveBy'; uid: string; delta: -1 | 1 }
  | { type: 'resize'; uid: string; width: number }
  | { type: 'publish'; uid: string; published: boolean }
  | { type: 'duplicate'; uid: string; copyUid: string }
  | { type: 'remove'; uid: string }
  | { type: 'paste'; payload: ClipboardPayload; target: InsertTarget }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'saveStart' }
  | { type: 'saveSucceeded'; page: Pick<Page, 'id' | 'version'>; at: number }
  | { type: 'saveFailed'; error: SaveError; at: number }
  | { type: 'tick'; at: number }
  | { type: 'theirsLoaded'; page: Page }
  | { type: 'reloadTheirs' }
  | { type: 'keepMine' }
  | { type: 'offerDraft'; draft: PageDraft }
  | { type: 'restoreDraft' }
  | { type: 'discardDraft' }
  | { type: 'notice'; notice: Notice | null };

export function initialEditorState(page: Page, env: EditorEnvironment): EditorState {
  return {
    env,
    history: createHistory(page),
    saved: page,
    baseVersion: page.version,
    selected: null,
    save: INITIAL_SAVE_STATE,
    sending: null,
    conflict: null,
    notice: null,
    draftOffer: null,
  };
}

export const presentPage = (state: EditorState): Page => state.history.present;
export const hasUnsavedChanges = (state: EditorState): boolean => state.history.present !== state.saved;
export const mayUndo = (state: EditorState): boolean => canUndo(state.history);
export const mayRedo = (state: EditorState): boolean => canRedo(state.history);

/** The request the next save sends: the present page, PATCHed over the base version (POSTed when new). */
export function nextSavePlan(state: EditorState): SavePlan {
  return savePlan(state.history.present, state.baseVersion);
}

/** The plan for "Keep mine": my page over their version. */
export function keepMinePlan(state: EditorState): SavePlan | null {
  const theirs = state.conflict?.theirs;
  return theirs ? keepMine(state.history.present, theirs) : null;
}

/** Where a block sits: its container and its position among the live blocks there. */
export function positionOf(page: Page, uid: string): InsertTarget | null {
  const located = liveBlock(page, uid);
  if (!located) return null;
  const parent = located.parent?.uid ?? null;
  const siblings = (parent === null ? page.blocks : (located.parent?.items ?? []))
    .filter((block) => !block.flags.deleted)
    .sort((a, b) => a.order - b.order);
  return { parent, index: siblings.findIndex((block) => block.uid === uid) };
}

function change(state: EditorState, next: Page, options: { key?: string | null; at?: number } = {}) {
  if (next === state.history.present) return state;
  return { ...state, history: record(state.history, next, options), notice: null };
}

function refused(state: EditorState, message: string | null): EditorState {
  return message === null ? state : { ...state, notice: { tone: 'error', message } };
}

/** The selection kept only while its block is on the page (undo may take it away). */
function keepSelection(state: EditorState): EditorState {
  if (state.selected === null || liveBlock(state.history.present, state.selected)) return state;
  return { ...state, selected: null };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const page = state.history.present;
  switch (action.type) {
    case 'select':
      return { ...state, selected: action.uid };
    case 'add': {
      const refusal = addRefusal(page, action.request, state.env);
      if (refusal !== null) return refused(state, refusal);
      const next = addBlock(page, action.request, state.env);
      return { ...change(state, next), selected: next === page ? state.selected : action.request.uid };
    }
    case 'update': {
      const next = updateProperties(page, action.uid, action.patch);
      return change(state, next, { key: propertyEditKey(action.uid, action.patch), at: action.at });
    }
    case 'move': {
      const refusal = moveRefusal(page, action.uid, action.target, state.env.registry);
      if (refusal !== null) return refused(state, refusal);
      return change(state, moveBlock(page, action.uid, action.target));
    }
    case 'moveBy': {
      const at = positionOf(page, action.uid);
      if (!at) return state;
      const target = { parent: at.parent, index: Math.max(0, at.index + action.delta) };
      const refusal = moveRefusal(page, action.uid, target, state.env.registry);
      if (refusal !== null) return refused(state, refusal);
      return change(state, moveBlock(page, action.uid, target));
    }
    case 'resize':
      return change(state, resizeBlock(page, action.uid, action.width, state.env.registry));
    case 'publish':
      return change(state, setPublished(page, action.uid, action.published));
    case 'duplicate': {
      const refusal = duplicateRefusal(page, action.uid);
      if (refusal !== null) return refused(state, refusal);
      const next = duplicateBlock(page, action.uid, { uid: action.copyUid });
      return { ...change(state, next), selected: next === page ? state.selected : action.copyUid };
    }
    case 'remove': {
      const next = removeBlock(page, action.uid);
      const removed = change(state, next);
      return keepSelection(removed);
    }
    case 'paste': {
      const result = pasteBlocks(page, action.payload, action.target, state.env);
      if (!result.ok) return refused(state, result.message);
      return { ...change(state, result.page), selected: result.uids[0] ?? state.selected };
    }
    case 'undo':
      return keepSelection({ ...state, history: undo(state.history), notice: null });
    case 'redo':
      return keepSelection({ ...state, history: redo(state.history), notice: null });
    case 'saveStart':
      return { ...state, save: saveReducer(state.save, { type: 'start' }), sending: page, notice: null };
    case 'saveSucceeded': {
      const sent = state.sending ?? page;
      const savedPage: Page = { ...sent, id: action.page.id, version: action.page.version };
      // Edits made while the save was on its way stay unsaved; otherwise the present is what was saved.
      const history = page === sent ? { ...state.history, present: savedPage } : state.history;
      return {
        ...state,
        history,
        saved: savedPage,
        baseVersion: action.page.version,
        sending: null,
        save: saveReducer(state.save, { type: 'succeed', at: action.at }),
      };
    }
    case 'saveFailed': {
      const { error } = action;
      const save = saveReducer(state.save, { type: 'fail', at: action.at, error });
      const conflict = error.kind === 'conflict' && error.conflict === 'version' ? { theirs: null } : null;
      // An invalid block is selected so its panel shows the errors beside the fields.
      const invalidUid = error.fields.find((field) => field.blockUid !== null)?.blockUid ?? null;
      return {
        ...state,
        save,
        sending: null,
        conflict,
        selected: invalidUid ?? state.selected,
        notice: conflict
          ? null
          : { tone: 'error', message: error.kind === 'network' ? SHELL_MESSAGES.offline : error.message },
      };
    }
    case 'tick': {
      const save = saveReducer(state.save, { type: 'tick', at: action.at });
      return save === state.save ? state : { ...state, save };
    }
    case 'theirsLoaded':
      return state.conflict ? { ...state, conflict: { theirs: action.page } } : state;
    case 'reloadTheirs': {
      const theirs = state.conflict?.theirs;
      if (!theirs) return state;
      const resolved = reloadTheirs(theirs);
      return keepSelection({
        ...state,
        history: resetHistory(state.history, resolved.page),
        saved: resolved.page,
        baseVersion: resolved.baseVersion,
        conflict: null,
        save: INITIAL_SAVE_STATE,
      });
    }
    case 'keepMine': {
      const theirs = state.conflict?.theirs;
      if (!theirs) return state;
      return { ...state, baseVersion: theirs.version, conflict: null, save: INITIAL_SAVE_STATE };
    }
    case 'offerDraft':
      return { ...state, draftOffer: action.draft };
    case 'restoreDraft': {
      const draft = state.draftOffer;
      if (!draft) return state;
      return {
        ...state,
        history: record(state.history, draft.page),
        baseVersion: draft.baseVersion,
        draftOffer: null,
      };
    }
    case 'discardDraft':
      return { ...state, draftOffer: null };
    case 'notice':
      return { ...state, notice: action.notice };
  }
}
