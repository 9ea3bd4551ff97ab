/** The details check's code, fetched once: on the shopper's first focus in the form, or at the latest on submit. */
let loading: Promise<typeof import('./details-check')> | null = null;

export function loadDetailsCheck(): Promise<typeof import('./details-check')> {
  loading ??= import('./details-check').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
