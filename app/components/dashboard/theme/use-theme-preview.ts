import { useCallback } from 'react';
import { useFetcher } from 'react-router';
import type { PreviewAnswer } from '../../../routes/dashboard/theme/theme.server';

/**
 * Asks the page's action to check and sign a draft (theme and overrides) for the preview frame; nothing is
 * saved. The answer's token makes the store's own pages show the draft for a few minutes (decision 0012).
 */
export function useThemePreview() {
  const fetcher = useFetcher<PreviewAnswer>();
  const { submit } = fetcher;
  const request = useCallback(
    (theme: string, overrides: Record<string, string> = {}) =>
      submit({ intent: 'preview', theme, overrides: JSON.stringify(overrides) }, { method: 'post' }),
    [submit],
  );
  const answer = fetcher.data;
  return {
    request,
    link: answer?.ok ? answer.preview : undefined,
    failure:
      answer && !answer.ok ? (answer.message ?? Object.values(answer.errors ?? {})[0]?.[0]) : undefined,
    loading: fetcher.state !== 'idle',
  };
}
