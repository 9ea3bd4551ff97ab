import { type AppLoadContext, data } from 'react-router';
import { THEME_ADMIN_MESSAGES, themePreviewFormSchema } from '../../../../core/theme/admin';
import type { FormAnswer } from '../../../components/forms/form';
import { type ActionArgs, intentForm } from '../../../forms/form-action.server';
import { requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import { refuseArea } from '../team/area-refusal.server';

/** What a preview request answers: the parameter and signed token the store's pages take (decision 0012). */
export interface PreviewAnswer extends FormAnswer {
  preview?: { param: string; token: string };
}

export const guard = ({ context, request }: Pick<ActionArgs, 'context' | 'request'>) =>
  requirePlatformDashboard(context, request);

/** The store's theme, overrides, origin and pages to preview: 404 for another store, 403 page without 'themes'. */
export async function readTheme(context: AppLoadContext, storeParam: string | undefined) {
  const storeId = storeIdOf(storeParam);
  const outcome = await context.services.dashboard.theme.read(storeId);
  if (!outcome.ok) refuseArea(outcome, storeId, 'themes');
  return { storeId, ...outcome.value };
}

/** The 'preview' form both theme pages post: checked, signed, nothing written. */
export const previewForm = intentForm({
  schema: themePreviewFormSchema,
  run: (input, { context, params }) =>
    context.services.dashboard.theme.preview(storeIdOf(params.store), input),
  onSuccess: (preview) => data<PreviewAnswer>({ intent: 'preview', ok: true, preview }),
});

/** A saving form's confirmation. */
export const confirmed = (intent: string) => (value: { message: string }) =>
  data<FormAnswer>({ intent, ok: true, message: value.message });

export { THEME_ADMIN_MESSAGES };
