import { z } from 'zod';
import { safeRedirectTarget } from '../../../core/auth';
import { type CallFailure, type CallOutcome, formAction } from '../../forms/form-action.server';

/**
 * A block form's fields as posted; the domain validates them, so the schema only reads them. The cast is safe:
 * every listed field (and 'page') is a string with a '' default, which Object.fromEntries cannot type by key.
 */
const blockFormSchema = <K extends string>(fields: readonly K[]) =>
  z.object(
    Object.fromEntries(fields.map((name) => [name, z.string().catch('').default('')])),
  ) as unknown as z.ZodType<Record<K | 'page', string>>;

const backOf = (form: FormData) => safeRedirectTarget(form.get('page'), '/');

/**
 * The action of a block form posted without JavaScript: reads its fields, calls the service and answers the
 * outcome with a way back to the page it came from; `shownMessage` says what a failure tells the shopper.
 */
/** What a block form's page shows: its outcome and the way back (every failure carries `back`, see above). */
export type BlockFormAnswerData = {
  ok: boolean;
  message: string;
  errors?: Record<string, string[]>;
  back: string;
};

export function blockFormAction<K extends string>(spec: {
  fields: readonly K[];
  run(
    input: Record<K | 'page', string>,
    context: Parameters<Parameters<typeof formAction>[0]['run']>[1]['context'],
  ): Promise<CallOutcome<{ message: string }>>;
  shownMessage(failure: CallFailure): { message: string; errors?: Record<string, string[]> };
}) {
  return formAction({
    schema: blockFormSchema(spec.fields),
    failureState: (form, failed) => ({
      back: backOf(form),
      ...(failed ? { errors: failed.errors, ...spec.shownMessage(failed) } : {}),
    }),
    run: (input, { context }) => spec.run(input, context),
    onSuccess: (value, { form }) => ({ ok: true, message: value.message, errors: {}, back: backOf(form) }),
  });
}
