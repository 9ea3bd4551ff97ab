import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './messages';
import { PAGE_MESSAGES } from './page-messages';

describe('the page messages', () => {
  it('are the spec’s words, word for word (§2, §8)', () => {
    expect(PAGE_MESSAGES.notFoundTitle).toBe('Page not found');
    expect(PAGE_MESSAGES.notFound).toBe('We were unable to find this page');
    expect(PAGE_MESSAGES.loadFailed).toBe('Oops... Looks like something went wrong');
  });

  it('are the same strings the error catalogue gives the API and the editor', () => {
    expect(ERROR_MESSAGES.pageNotFound).toBe(PAGE_MESSAGES.notFoundTitle);
    expect(ERROR_MESSAGES.pageNotFoundSnackbar).toBe(PAGE_MESSAGES.notFound);
    expect(ERROR_MESSAGES.storeDataFailed).toBe(PAGE_MESSAGES.loadFailed);
  });
});
