import { describe, expect, it } from 'vitest';
import * as search from './index';

describe('search index', () => {
  it('exposes the public surface', () => {
    expect(Object.keys(search).sort()).toEqual(
      [
        'SEARCH_THRESHOLD',
        'SEARCH_WEIGHTS',
        'isMatch',
        'isRankField',
        'matchSearchRedirect',
        'normaliseSearchTerm',
        'rankBonus',
        'rankItems',
        'scoreItem',
        'scoreText',
        'searchRedirectDestination',
        'tokenise',
      ].sort(),
    );
  });
});
