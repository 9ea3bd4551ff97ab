import { type AppLoadContext, data, redirect } from 'react-router';
import { orderLookupSchema } from '../../../core/orders';
import type { FormAnswer } from '../../components/forms/form';
import { parseForm } from '../../components/forms/form-data';

/** The order pages exist only on a store's host. */
export function requireStore(context: AppLoadContext): void {
  if (context.tenant !== 'store' || !context.store) throw new Response('Not found', { status: 404 });
}

/** The field errors and message of a failed call, for the page's form (a 422's message repeats its first error). */
export function failure(
  outcome: { status: number; message: string; errors: Record<string, string[]> },
  intent?: string,
): FormAnswer {
  const fieldErrors = Object.keys(outcome.errors).length > 0;
  return {
    intent,
    ok: false,
    errors: outcome.errors,
    message: outcome.status === 422 && fieldErrors ? undefined : outcome.message,
  };
}

/** The 'find' form of a page reached without its link: finds the order, then goes to `pathFor(hash)`. */
export async function findOrderAction(
  context: AppLoadContext,
  form: FormData,
  pathFor: (hash: string, email: string) => Promise<string> | string,
) {
  const parsed = parseForm(orderLookupSchema, form);
  if (!parsed.ok)
    return data<FormAnswer>({ intent: 'find', ok: false, errors: parsed.errors }, { status: 422 });
  const outcome = await context.services.orders.find({
    orderNumber: String(parsed.data.orderNumber),
    email: parsed.data.email,
  });
  if (!outcome.ok) return data<FormAnswer>(failure(outcome, 'find'), { status: outcome.status });
  throw redirect(await pathFor(outcome.value.hash, parsed.data.email));
}
