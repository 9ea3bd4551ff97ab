/**
 * The page's unsaved work in local storage (core/page-editor drafts), in parts, since a big page passes
 * §5's 16384-character value limit (app/studio/local-draft.ts writeChunked).
 */
import type { Page } from '../../../core/blocks/types';
import {
  type DraftTarget,
  draftKey,
  type PageDraft,
  parseDraft,
  serialiseDraft,
} from '../../../core/page-editor';
import { clearDraft, type DraftStorage, readChunked, writeChunked } from '../../studio/local-draft';

export function readPageDraft(storage: DraftStorage | null, target: DraftTarget): PageDraft | null {
  if (!storage) return null;
  return parseDraft(readChunked(storage, draftKey(target)), target);
}

export function writePageDraft(
  storage: DraftStorage | null,
  target: DraftTarget,
  page: Page,
  baseVersion: number,
  savedAt: number,
): boolean {
  if (!storage) return false;
  const text = serialiseDraft({ ...target, baseVersion, savedAt, page });
  return writeChunked(storage, draftKey(target), text);
}

export function clearPageDraft(storage: DraftStorage | null, target: DraftTarget): void {
  if (storage) clearDraft(storage, draftKey(target));
}
