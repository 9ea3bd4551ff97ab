import { describe, expect, it } from 'vitest';
import { addText } from '../../core/design';
import { sampleDesign } from '../../core/design/testing';
import { STORAGE_LIMITS } from '../../core/validation/storage';
import {
  clearDraft,
  type DraftStorage,
  draftKey,
  loadDraft,
  readChunked,
  type StudioDraft,
  saveDraft,
  writeChunked,
} from './local-draft';

class MemoryStorage implements DraftStorage {
  readonly values = new Map<string, string>();
  failWrites = false;
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new Error('QuotaExceededError');
    if (value.length > STORAGE_LIMITS.value) throw new Error('value over the §5 limit');
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const draft = (overrides: Partial<StudioDraft> = {}): StudioDraft => ({
  document: sampleDesign(),
  colour: 'Black',
  side: 'back',
  updatedAt: 1_700_000_000_000,
  pendingSave: null,
  ...overrides,
});

describe('local drafts', () => {
  it('keeps a draft and gives it back', () => {
    const storage = new MemoryStorage();
    const key = draftKey('mens-t-shirt');
    expect(saveDraft(storage, key, draft())).toBe(true);
    expect(loadDraft(storage, key)).toEqual(draft());
  });

  it('keeps a pending save with its colour, size and quantity', () => {
    const storage = new MemoryStorage();
    const pendingSave = { colour: 'Black', size: 'M', quantity: 2, requestedAt: 5 };
    saveDraft(storage, 'k', draft({ pendingSave }));
    expect(loadDraft(storage, 'k')?.pendingSave).toEqual(pendingSave);
  });

  it('splits a design longer than one stored value over several, each within §5', () => {
    let document = sampleDesign();
    for (let index = 0; index < 40; index++) {
      document = addText(document, 'back', { text: `Line ${index} ${'x'.repeat(400)}` });
    }
    const storage = new MemoryStorage();
    expect(saveDraft(storage, 'big', draft({ document }))).toBe(true);
    expect(storage.values.size).toBeGreaterThan(2);
    for (const value of storage.values.values())
      expect(value.length).toBeLessThanOrEqual(STORAGE_LIMITS.value);
    expect(loadDraft(storage, 'big')?.document).toEqual(document);
    // A smaller draft afterwards leaves no stale parts behind.
    saveDraft(storage, 'big', draft());
    expect(storage.values.size).toBe(2);
    expect(loadDraft(storage, 'big')).toEqual(draft());
  });

  it('answers false and keeps the previous draft when the browser refuses the write', () => {
    const storage = new MemoryStorage();
    saveDraft(storage, 'k', draft());
    storage.failWrites = true;
    expect(saveDraft(storage, 'k', draft({ colour: 'Red' }))).toBe(false);
    storage.failWrites = false;
    expect(loadDraft(storage, 'k')?.colour).toBe('Black');
  });

  it('reads nothing from a missing, damaged or invalid draft', () => {
    const storage = new MemoryStorage();
    expect(loadDraft(storage, 'k')).toBeNull();
    storage.setItem('k', 'not json');
    expect(loadDraft(storage, 'k')).toBeNull();
    writeChunked(storage, 'k', JSON.stringify({ document: { version: 2, medium: 'cloth', sides: {} } }));
    expect(loadDraft(storage, 'k')).toBeNull();
    writeChunked(storage, 'k', 'abc');
    storage.removeItem('k#0');
    expect(readChunked(storage, 'k')).toBeNull();
  });

  it('migrates a draft written by an older studio', () => {
    const storage = new MemoryStorage();
    const old = {
      version: 1,
      medium: 'garment',
      sides: {
        front: {
          widthMm: 200,
          heightMm: 300,
          layers: [
            {
              id: 'layer-1',
              type: 'text',
              text: 'Old',
              fontFamily: 'Lato',
              fontSizePt: 72,
              color: '#112233',
              x: 10,
              y: 10,
              width: 100,
              height: 40,
            },
          ],
        },
      },
    };
    writeChunked(storage, 'k', JSON.stringify({ document: old, colour: 'White', side: 'front' }));
    const loaded = loadDraft(storage, 'k');
    expect(loaded?.document.version).toBe(2);
    expect(loaded?.document.sides.front?.layers[0]).toMatchObject({ kind: 'text', colour: '#112233' });
    expect(loaded?.pendingSave).toBeNull();
  });

  it('clears every part of a draft', () => {
    const storage = new MemoryStorage();
    saveDraft(storage, 'k', draft());
    clearDraft(storage, 'k');
    expect(storage.values.size).toBe(0);
  });

  it('names drafts per base product within the §5 key length', () => {
    expect(draftKey('hoodie')).toBe('printfront-studio:hoodie');
    expect(draftKey('x'.repeat(400)).length).toBeLessThanOrEqual(STORAGE_LIMITS.key - 8);
  });
});
