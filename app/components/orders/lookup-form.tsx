import type { ReactNode } from 'react';
import { orderLookupSchema } from '../../../core/orders';
import { AccountForm, Field, type FormAnswer } from '../forms/form';

const LABELS = { orderNumber: 'Order number', email: 'Email address' };

/**
 * The order pages reached without their link ask for the order number and the email address it was placed
 * with; the action finds the order and goes to its page.
 */
export function OrderLookupForm({
  answer,
  submitLabel,
}: {
  answer: FormAnswer | undefined;
  submitLabel: string;
}) {
  return (
    <AccountForm
      schema={orderLookupSchema}
      answer={answer}
      labels={LABELS}
      submitLabel={submitLabel}
      intent="find"
    >
      {(errors, formId) => (
        <>
          <Field
            formId={formId}
            name="orderNumber"
            label={LABELS.orderNumber}
            hint="It is in your order confirmation email, e.g. 1042."
            errors={errors}
            inputMode="numeric"
            autoComplete="off"
            required
          />
          <Field
            formId={formId}
            name="email"
            type="email"
            label={LABELS.email}
            hint="The address you ordered with."
            errors={errors}
            autoComplete="email"
            required
          />
        </>
      )}
    </AccountForm>
  );
}

/** An order page reached without its link: its title, what it is for, and the lookup form. */
export function OrderLookupPage({
  title,
  lead,
  answer,
  submitLabel,
}: {
  title: string;
  lead: ReactNode;
  answer: FormAnswer | undefined;
  submitLabel: string;
}) {
  return (
    <div className="order-page order-page-narrow">
      <h1>{title}</h1>
      <p className="order-lead">{lead}</p>
      <OrderLookupForm answer={answer} submitLabel={submitLabel} />
    </div>
  );
}
