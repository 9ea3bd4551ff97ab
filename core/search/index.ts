export {
  matchSearchRedirect,
  normaliseSearchTerm,
  type SearchRedirect,
  type SearchRedirectMatch,
  searchRedirectDestination,
} from './redirect';
export {
  isMatch,
  isRankField,
  type RankedItem,
  rankBonus,
  rankItems,
  type ScoreOptions,
  SEARCH_THRESHOLD,
  SEARCH_WEIGHTS,
  type SearchField,
  type SearchWeights,
  scoreItem,
  scoreText,
} from './score';
export { tokenise } from './tokenise';
