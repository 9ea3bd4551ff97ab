import { type AppLoadContext, redirect } from 'react-router';
import { orderLookupSchema } from '../../../core/orders';
import { type ActionArgs, intentForm } from '../../forms/form-action.server';

/** The order pages exist only on a store's host. */
export function requireStore(context: AppLoadContext): void {
  if (context.tenant !== 'store' || !context.store) throw new Response('Not found', { status: 404 });
}

/** The guard of every order page's action. */
export const storeOnly = ({ context }: ActionArgs) => requireStore(context);

/** The order a page's form is about: its hash in the path, or the 404 page. */
export function orderParam(params: ActionArgs['params'], name: string): string {
  const hash = params[name];
  if (!hash) throw new Response('Not found', { status: 404 });
  return hash;
}

/** The 'find' form of a page reached without its link: finds the order, then goes to `pathFor(hash)`. */
export const findOrderForm = (
  pathFor: (hash: string, email: string, context: AppLoadContext) => Promise<string> | string,
) =>
  intentForm({
    schema: orderLookupSchema,
    run: (input, { context }) =>
      context.services.orders.find({ orderNumber: String(input.orderNumber), email: input.email }),
    onSuccess: async (order, { input, context }) => redirect(await pathFor(order.hash, input.email, context)),
  });

/** After a change to the order at `path`/:orderHash is saved: back to its page, saying whether it changed. */
export const backToChangedOrder =
  (path: string) =>
  (value: { changed: boolean }, { params }: ActionArgs) =>
    redirect(`${path}/${params.orderHash}?updated=${value.changed ? '1' : '0'}`);

/** What the redirect after a save says: a change was saved, nothing changed, or nothing was saved yet. */
export function savedChange(request: Request): 'changed' | 'unchanged' | null {
  const updated = new URL(request.url).searchParams.get('updated');
  return updated === '1' ? 'changed' : updated === '0' ? 'unchanged' : null;
}
