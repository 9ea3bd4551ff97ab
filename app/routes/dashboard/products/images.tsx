import { PRODUCT_ADMIN_MESSAGES } from '../../../../core/product-admin/messages';
import { refuse, requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import type { Route } from './+types/images';

/**
 * Adds a photo to a product (a resource route the editor posts to with XHR, to show the upload's progress):
 * a multipart form with `file`. Answers the new image, or the failure's status with its field errors.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  await requirePlatformDashboard(context, request);
  const storeId = storeIdOf(params.store);
  const productId = /^\d{1,10}$/.test(params.product ?? '') ? Number(params.product) : Number.NaN;
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  if (!(file instanceof Blob) || file.size === 0)
    return Response.json(
      { ok: false, errors: { file: [PRODUCT_ADMIN_MESSAGES.imageEmpty] } },
      { status: 422 },
    );
  const outcome = await context.services.dashboard.products.addImage(storeId, productId, {
    contentType: file.type,
    data: Buffer.from(await file.arrayBuffer()),
  });
  if (!outcome.ok) {
    if (outcome.status === 404) refuse(outcome);
    return Response.json(
      { ok: false, message: outcome.message, errors: outcome.errors },
      { status: outcome.status },
    );
  }
  return Response.json({ ok: true, image: outcome.value, message: PRODUCT_ADMIN_MESSAGES.imageAdded });
}
