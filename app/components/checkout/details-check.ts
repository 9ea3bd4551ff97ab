import { checkoutDetailsSchema } from '../../../core/checkout/form';
import { type FieldErrors, parseForm } from '../forms/form-data';

/**
 * The checks the browser makes on the checkout's own fields before the card is tokenised: the schema the
 * action checks again, so the messages are the server's word for word. Loaded only when the shopper starts
 * on the form (zod and the schemas are about a fifth of the page's JavaScript).
 */
export function detailsProblems(form: FormData): FieldErrors {
  const details = parseForm(checkoutDetailsSchema, form);
  return details.ok ? {} : details.errors;
}
