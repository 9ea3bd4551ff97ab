import { forwardRef, useImperativeHandle, useState } from 'react';
import {
  cardBrand,
  cardNumberProblem,
  cvcProblem,
  expiryProblem,
  formatCardNumber,
} from '../../../core/payments/cards';
import { TEST_CARDS, tokeniseTestCard } from '../../../core/payments/test-cards';
import type { CardFormHandle } from './card-form';
import { FORM_ID } from './fields';

interface Props {
  errors: Record<string, string[] | undefined> | undefined;
  disabled: boolean;
  /** The page's form id: the inputs are '{formId}-cardNumber' and so on, as its error summary links them. */
  formId?: string | undefined;
}

function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/**
 * The built-in test processor's card form. Its inputs have no name, so the card never travels with the
 * form: on payment the number becomes an opaque token here, and only that token, the brand and the last four
 * digits are sent.
 */
export const TestCardFields = forwardRef<CardFormHandle, Props>(function TestCardFields(
  { errors, disabled, formId = FORM_ID },
  ref,
) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [cardErrors, setCardErrors] = useState<Record<string, string[]>>({});

  const validate = () => {
    const problems: Record<string, string[]> = {};
    const numberProblem = cardNumberProblem(number);
    const expiryIssue = expiryProblem(expiry, new Date());
    const cvcIssue = cvcProblem(cvc, cardBrand(number));
    if (numberProblem) problems.cardNumber = [numberProblem];
    if (expiryIssue) problems.cardExpiry = [expiryIssue];
    if (cvcIssue) problems.cardCvc = [cvcIssue];
    setCardErrors(problems);
    return problems;
  };

  useImperativeHandle(ref, () => ({
    validate,
    async tokenise() {
      const problems = validate();
      if (Object.keys(problems).length > 0) return { ok: false, errors: problems };
      return { ok: true, ...tokeniseTestCard(number) };
    },
    async authenticate() {
      return { ok: false, message: 'This card needs no authentication.' };
    },
    reset() {
      setNumber('');
      setExpiry('');
      setCvc('');
    },
  }));

  const error = (field: string) => cardErrors[field]?.[0] ?? errors?.[field]?.[0];
  const field = (name: string, label: string, input: React.InputHTMLAttributes<HTMLInputElement>) => {
    const id = `${formId}-${name}`;
    const message = error(name);
    return (
      <div className={`form-field${message ? ' form-field-invalid' : ''}`}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          disabled={disabled}
          {...input}
        />
        {message ? (
          <p id={`${id}-error`} className="field-error">
            {message}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <div className="card-fields" data-testid="test-card-form">
      {field('cardNumber', 'Card number', {
        value: number,
        onChange: (event) => setNumber(formatCardNumber(event.target.value)),
        inputMode: 'numeric',
        autoComplete: 'cc-number',
        placeholder: '1234 1234 1234 1234',
        maxLength: 23,
      })}
      <div className="card-fields-row">
        {field('cardExpiry', 'Expiry date', {
          value: expiry,
          onChange: (event) => setExpiry(formatExpiry(event.target.value)),
          inputMode: 'numeric',
          autoComplete: 'cc-exp',
          placeholder: 'MM / YY',
          maxLength: 7,
        })}
        {field('cardCvc', 'Security code', {
          value: cvc,
          onChange: (event) => setCvc(event.target.value.replace(/\D/g, '').slice(0, 4)),
          inputMode: 'numeric',
          autoComplete: 'cc-csc',
          placeholder: 'CVC',
          maxLength: 4,
        })}
      </div>
      <details className="test-cards">
        <summary>Test cards</summary>
        <ul>
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              <code>{formatCardNumber(card.number)}</code> {card.description}
            </li>
          ))}
        </ul>
        <p>Use any future expiry date and any security code.</p>
      </details>
    </div>
  );
});
