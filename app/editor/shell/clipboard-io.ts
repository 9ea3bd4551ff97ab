/**
 * Blocks on the clipboard: the serialised payload (core/page-editor clipboard) goes on the system clipboard
 * as text, so it travels to other pages, tabs and the owner's other stores (other origins), and into local
 * storage too, for a browser that will not let the page read the clipboard back.
 */
import { type ClipboardPayload, parseClipboard, serialiseClipboard } from '../../../core/page-editor';
import { browserStorage } from '../../studio/local-draft';

const STORAGE_KEY = 'printfront-page-clipboard';

export async function writeBlocksToClipboard(payload: ClipboardPayload): Promise<void> {
  const text = serialiseClipboard(payload);
  try {
    browserStorage()?.setItem(STORAGE_KEY, text);
  } catch {
    // A full storage still leaves the system clipboard.
  }
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Refused (no permission, not focused): this origin's local storage still has the blocks.
  }
}

export type ClipboardRead =
  | { ok: true; payload: ClipboardPayload }
  | { ok: false; refused: false; message: string }
  /** The browser refused to read the clipboard: ask for the text, starting from what this origin copied. */
  | { ok: false; refused: true; stored: string | null };

/** The blocks on the system clipboard, or why not (refused: the "Paste blocks" dialog asks for the text). */
export async function readBlocksFromClipboard(): Promise<ClipboardRead> {
  let text: string;
  try {
    text = await navigator.clipboard.readText();
  } catch {
    let stored: string | null = null;
    try {
      stored = browserStorage()?.getItem(STORAGE_KEY) ?? null;
    } catch {
      stored = null;
    }
    return { ok: false, refused: true, stored };
  }
  const parsed = parseClipboard(text);
  return parsed.ok ? parsed : { ok: false, refused: false, message: parsed.message };
}
