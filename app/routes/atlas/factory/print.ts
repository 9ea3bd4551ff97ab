import { redirect } from 'react-router';
import type { Route } from './+types/print';
import { factoryReturnPath, requireFactory } from './access.server';

/** GET /atlas/factory/print/ has nothing to show: back to the factory. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireFactory(context, request);
  throw redirect('/atlas/factory/');
}

/**
 * The print forms post here (a plain form post, so the browser downloads the PDF): the chosen orders, and for
 * a reprint the reason and optionally some of the labels. Refused, it sends staff back to the page they came
 * from with the problem and the reason they typed.
 */
export async function action({ context, request }: Route.ActionArgs) {
  await requireFactory(context, request);
  const form = await request.formData();
  const returnTo = factoryReturnPath(form.get('returnTo'));
  const numbers = (name: string) => form.getAll(name).map((value) => Number(value));
  const reason = form.get('reason');
  const labelIds = numbers('labelIds');
  const outcome = await context.services.atlas.factory.print({
    orderIds: numbers('orderIds'),
    ...(labelIds.length > 0 ? { labelIds } : {}),
    ...(typeof reason === 'string' ? { reason } : {}),
  });
  if (!outcome.ok) {
    const query = new URLSearchParams({ problem: outcome.message });
    if (typeof reason === 'string' && reason) query.set('reason', reason);
    throw redirect(`${returnTo}?${query}`);
  }
  const { pdf, orderIds } = outcome.value;
  const name = orderIds.length === 1 ? `labels-${orderIds[0]}.pdf` : 'labels.pdf';
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
