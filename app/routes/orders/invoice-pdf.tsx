import type { Route } from './+types/invoice-pdf';
import { requireStore } from './actions.server';

/** /invoice/{orderHash}/pdf: the invoice as a PDF download (never cached: it is personal). */
export async function loader({ context, params }: Route.LoaderArgs) {
  requireStore(context);
  const [invoice, pdf] = await Promise.all([
    context.services.orders.invoice(params.orderHash),
    context.services.orders.invoicePdf(params.orderHash),
  ]);
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="invoice-${invoice.number}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
