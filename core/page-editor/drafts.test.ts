import { describe, expect, it } from 'vitest';
import { draftKey, type PageDraft, parseDraft, serialiseDraft, shouldOfferDraft } from './drafts';
import { updateProperties } from './operations';
import { samplePage } from './testing';

const target = { storeId: 3, pageId: 7, url: '/about/' };

function draft(overrides: Partial<PageDraft> = {}): PageDraft {
  return {
    storeId: 3,
    pageId: 7,
    url: '/about/',
    baseVersion: 4,
    savedAt: 10_000,
    page: updateProperties(samplePage(), 'text', { copy: 'Unsaved words' }),
    ...overrides,
  };
}

describe('draftKey', () => {
  it('is per store and page, by address for a new page', () => {
    expect(draftKey(target)).toBe('printfront-page-draft:3:7');
    expect(draftKey({ storeId: 4, pageId: 7, url: '/about/' })).not.toBe(draftKey(target));
    expect(draftKey({ storeId: 3, pageId: null, url: 'New-Page' })).toBe(
      'printfront-page-draft:3:new:/new-page/',
    );
    expect(draftKey({ storeId: 3, pageId: null, url: `/${'a'.repeat(400)}/` }).length).toBeLessThanOrEqual(
      256,
    );
  });
});

describe('parseDraft', () => {
  it('reads back a serialised draft', () => {
    const written = draft();
    const read = parseDraft(serialiseDraft(written), target);
    expect(read).toMatchObject({ storeId: 3, pageId: 7, baseVersion: 4, savedAt: 10_000 });
    expect(read?.page.blocks).toEqual(
      written.page.blocks.map((block) => expect.objectContaining({ uid: block.uid, order: block.order })),
    );
    const text = read?.page.blocks.find((block) => block.uid === 'text');
    expect(text?.properties.copy).toBe('Unsaved words');
  });

  it('ignores corrupt, foreign and other-format drafts', () => {
    const good = JSON.parse(serialiseDraft(draft()));
    for (const text of [
      null,
      '',
      '{not json',
      '"a string"',
      JSON.stringify({ ...good, format: 2 }),
      JSON.stringify({ ...good, baseVersion: 'four' }),
      JSON.stringify({ ...good, page: null }),
      JSON.stringify({ ...good, storeId: 4 }),
      JSON.stringify({ ...good, pageId: 8 }),
      JSON.stringify({ ...good, page: { ...good.page, id: 8 } }),
      JSON.stringify({ ...good, page: { ...good.page, divisionId: 99 } }),
    ]) {
      expect(parseDraft(text, target)).toBeNull();
    }
  });

  it('matches a new page by its address', () => {
    const fresh = draft({ pageId: null, url: '/sale/', page: samplePage({ id: null, url: '/sale/' }) });
    const text = serialiseDraft(fresh);
    expect(parseDraft(text, { storeId: 3, pageId: null, url: 'sale' })).not.toBeNull();
    expect(parseDraft(text, { storeId: 3, pageId: null, url: '/other/' })).toBeNull();
  });
});

describe('shouldOfferDraft', () => {
  const server = { version: 4, savedAt: 5_000, page: samplePage() };

  it('offers a draft made on the version the server still has', () => {
    expect(shouldOfferDraft(draft(), server)).toBe(true);
  });

  it('offers a draft newer than the server copy, not an older one on another version', () => {
    expect(shouldOfferDraft(draft({ baseVersion: 3, savedAt: 6_000 }), server)).toBe(true);
    expect(shouldOfferDraft(draft({ baseVersion: 3, savedAt: 4_000 }), server)).toBe(false);
    expect(shouldOfferDraft(draft({ baseVersion: 3 }), { ...server, savedAt: null })).toBe(false);
  });

  it('does not offer a draft with nothing unsaved, or no draft', () => {
    expect(shouldOfferDraft(draft({ page: samplePage() }), server)).toBe(false);
    expect(shouldOfferDraft(null, server)).toBe(false);
  });

  it('offers a draft of a page the server does not have', () => {
    expect(shouldOfferDraft(draft({ pageId: null }), null)).toBe(true);
  });
});
