/**
 * Messages of the page editor's document operations. Where the spec words a failure (§8: the page-model
 * errors, 'Pro required to save this page', the page read snackbars) it is used word for word; the rest is
 * our wording.
 */
import { BLOCK_MESSAGES } from '../blocks/messages';
import { blockTypeNotRegistered, ERROR_MESSAGES } from '../errors/messages';

export const EDITOR_MESSAGES = {
  unknownType: blockTypeNotRegistered,
  hiddenType: (title: string) => `${title} blocks can't be added by hand`,
  notAContainer: 'Blocks can only go on the page or inside a row, grid, carousel or slideshow',
  incompatibleWithPage: (title: string) => `${title} blocks can't be used on this page`,
  incompatibleWithContainer: (title: string, container: string) =>
    `${title} blocks can't go inside a ${container.toLowerCase()}`,
  proRequired: (title: string) => `${title} blocks need a pro store`,
  fixedBlock: 'The slideshow at the top of the page stays at the top',
  intoItself: "A block can't be moved inside itself",
  tooDeep: BLOCK_MESSAGES.tooDeep,
  tooManyBlocks: BLOCK_MESSAGES.tooManyBlocks,
  clipboardNotBlocks: "The clipboard doesn't hold blocks copied from a page",
  clipboardNewerVersion: 'These blocks were copied from a newer version of the editor. Reload and try again.',
  clipboardEmpty: 'There are no blocks on the clipboard',
} as const;

/**
 * Messages of a page save as the editor shows them (§8): the server's own message where it sends one that
 * can be shown, else these.
 */
export const SAVE_MESSAGES = {
  proRequired: ERROR_MESSAGES.pageProRequired,
  fromAnotherStore: ERROR_MESSAGES.pageFromAnotherStore,
  notFound: ERROR_MESSAGES.pageNotFoundSnackbar,
  failedValidation: ERROR_MESSAGES.pageFailedValidation,
  serverError: ERROR_MESSAGES.serverError,
  unknown: ERROR_MESSAGES.snackbarDefault,
  /** The 409 of a stale version. */
  versionConflict: ERROR_MESSAGES.pageVersionConflict,
  /** The 409 of an address another page holds. */
  addressTaken: ERROR_MESSAGES.pageUrlTaken,
} as const;

/** What the page editor's shell says (our wording; the spec gives none beyond §8's save errors). */
export const SHELL_MESSAGES = {
  loading: 'Loading the editor…',
  loadFailed: ERROR_MESSAGES.pageLoadFailed,
  saving: 'Saving…',
  saved: 'Saved',
  unsaved: 'Unsaved changes',
  allSaved: 'All changes saved',
  offline:
    'The connection was lost, so the page was not saved. Your changes are kept in this browser: save again when you are back online.',
  draftOffer: 'This page has unsaved changes from an earlier visit.',
  restoreDraft: 'Restore unsaved changes',
  discardDraft: 'Discard',
  conflictTitle: 'Someone else changed this page',
  reloadTheirs: 'Reload their version',
  keepMine: 'Keep mine',
  copied: (count: number) => (count === 1 ? 'Block copied' : `${count} blocks copied`),
  pasted: (count: number) => (count === 1 ? 'Block pasted' : `${count} blocks pasted`),
  pasteDialogTitle: 'Paste blocks',
  pasteDialogHint: 'Your browser did not let the editor read the clipboard. Paste the copied blocks here.',
  confirmDelete: 'Delete this block?',
  deleted: 'Block deleted',
  invalidBlock: 'This block has errors: see the settings below.',
  proRequiredBlock: ERROR_MESSAGES.proRequired,
} as const;
