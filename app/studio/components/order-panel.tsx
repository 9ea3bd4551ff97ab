import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  customProductPrice,
  type DesignDocument,
  type PreflightIssue,
  printedSides,
} from '../../../core/design';
import { Price } from '../../components/price';
import { mockupFor, type RenderStatus } from '../studio-api';
import { SIDE_LABELS, type StudioColour, type StudioProduct } from '../studio-product';
import { CHECKOUT_MESSAGES, type CheckoutState } from '../use-checkout';

/** The size and quantity the shopper chose: kept by the studio, so leaving the Buy panel keeps them. */
export interface OrderChoice {
  size: string;
  quantity: number;
}

interface Props {
  product: StudioProduct;
  colour: StudioColour | null;
  document: DesignDocument;
  issues: readonly PreflightIssue[];
  checkout: CheckoutState;
  render: RenderStatus | null;
  choice: OrderChoice;
  onChoice(choice: OrderChoice): void;
  onShowIssue(issue: PreflightIssue): void;
  onAddToBasket(size: string, quantity: number): void;
  onRetryNow(): void;
  onRetryRender(): void;
  onDone(): void;
}

/** The price, the preflight checks, size and quantity, and adding the design to the basket. */
export function OrderPanel(props: Props) {
  const { product, colour, document, issues, checkout, choice, onChoice } = props;
  const { size, quantity } = choice;
  const id = useId();
  const sizes = colour?.sizes ?? [];
  const setSize = (next: string) => onChoice({ ...choice, size: next });
  const setQuantity = (next: number) => onChoice({ ...choice, quantity: next });
  const [sizeError, setSizeError] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const errors = issues.filter((issue) => issue.severity === 'error');
  const warnings = issues.filter((issue) => issue.severity === 'warning');
  const price = customProductPrice(product.price, product.printCosts, printedSides(document));
  const busy = checkout.phase === 'saving' || checkout.phase === 'retrying' || checkout.phase === 'adding';

  // A size the chosen colour does not come in is dropped.
  useEffect(() => {
    if (size && !sizes.includes(size)) onChoice({ ...choice, size: '' });
  }, [choice, onChoice, size, sizes]);

  function submit() {
    if (errors.length > 0) return;
    if (!size) {
      setSizeError('Please choose a size');
      return;
    }
    setSizeError(null);
    if (warnings.length > 0) {
      dialog.current?.showModal();
      return;
    }
    props.onAddToBasket(size, quantity);
  }

  return (
    <div className="studio-order-panel">
      <p className="studio-price">
        <Price amount={price} />
        <span className="studio-muted">
          {' '}
          {printedSides(document).length === 0
            ? 'plus printing'
            : `printed on the ${printedSides(document)
                .map((side) => SIDE_LABELS[side].toLowerCase())
                .join(' and ')}`}
        </span>
      </p>

      <section className="studio-preflight" aria-labelledby={`${id}-checks`}>
        <h2 id={`${id}-checks`} className="studio-heading">
          Print check
        </h2>
        {issues.length === 0 ? (
          <p className="studio-ok">Your design is ready to print.</p>
        ) : (
          <ul className="studio-issues" data-testid="preflight">
            {issues.map((issue, index) => (
              <li key={`${issue.code}-${issue.layerId ?? ''}-${index}`} className={`is-${issue.severity}`}>
                <span>{issue.message}</span>
                {issue.layerId ? (
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => props.onShowIssue(issue)}
                  >
                    Show
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <form
        className="studio-order-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset
          className="studio-fieldset"
          aria-invalid={sizeError ? true : undefined}
          aria-describedby={sizeError ? `${id}-size-error` : undefined}
        >
          <legend>Size</legend>
          <div className="size-options">
            {sizes.map((candidate) => (
              <label key={candidate} className="size-option">
                <input
                  type="radio"
                  name={`${id}-size`}
                  value={candidate}
                  checked={size === candidate}
                  onChange={() => {
                    setSize(candidate);
                    setSizeError(null);
                  }}
                />
                <span>{candidate}</span>
              </label>
            ))}
          </div>
          {sizeError ? (
            <p id={`${id}-size-error`} className="field-error">
              {sizeError}
            </p>
          ) : null}
        </fieldset>
        <div className="studio-field studio-quantity">
          <label htmlFor={`${id}-quantity`}>Quantity</label>
          <input
            id={`${id}-quantity`}
            type="number"
            min={1}
            max={999}
            value={quantity}
            onChange={(event) =>
              setQuantity(Math.min(999, Math.max(1, Math.trunc(Number(event.target.value)) || 1)))
            }
          />
        </div>
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={busy || errors.length > 0}
        >
          Add to basket
        </button>
      </form>

      <CheckoutStatus {...props} />

      <dialog ref={dialog} className="studio-dialog" aria-labelledby={`${id}-confirm`}>
        <h2 id={`${id}-confirm`}>Check your design before it prints</h2>
        <ul className="studio-issues">
          {warnings.map((issue, index) => (
            <li key={`${issue.code}-${index}`} className="is-warning">
              {issue.side ? `${SIDE_LABELS[issue.side]}: ` : ''}
              {issue.message}
            </li>
          ))}
        </ul>
        <div className="studio-dialog-actions">
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            Go back and fix it
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              dialog.current?.close();
              props.onAddToBasket(size, quantity);
            }}
          >
            Add to basket anyway
          </button>
        </div>
      </dialog>
    </div>
  );
}

function CheckoutStatus({ checkout, render, colour, onRetryNow, onRetryRender, onDone }: Props) {
  const mockup = mockupFor(render, colour?.name ?? '');
  return (
    <div
      className="studio-checkout-status"
      aria-live="polite"
      data-testid="checkout-status"
      data-design={'saved' in checkout ? checkout.saved.uuid : undefined}
    >
      {checkout.phase === 'saving' ? <p>{CHECKOUT_MESSAGES.saving}</p> : null}
      {checkout.phase === 'retrying' ? (
        <div className="studio-retrying" role="status">
          <p>{CHECKOUT_MESSAGES.savedLocally}</p>
          <button type="button" className="button button-small" onClick={onRetryNow}>
            Retry now
          </button>
        </div>
      ) : null}
      {checkout.phase === 'invalid' || checkout.phase === 'failed' ? (
        <p className="field-error" role="alert">
          {checkout.message}
        </p>
      ) : null}
      {checkout.phase === 'adding' ? <p>{CHECKOUT_MESSAGES.adding}</p> : null}
      {checkout.phase === 'add-failed' ? (
        <p className="field-error" role="alert">
          {checkout.message}
        </p>
      ) : null}
      {checkout.phase === 'added' ? (
        <div className="studio-added">
          <p className="studio-ok">{CHECKOUT_MESSAGES.added}</p>
          <div className="studio-tool-row">
            <Link className="button button-primary" to="/basket/">
              Go to basket
            </Link>
            <button type="button" className="button" onClick={onDone}>
              Keep designing
            </button>
          </div>
        </div>
      ) : null}
      {checkout.phase === 'adding' || checkout.phase === 'added' || checkout.phase === 'add-failed' ? (
        <div className="studio-mockup">
          {mockup?.url ? (
            <img
              src={mockup.url}
              alt={`Your design on the ${colour?.name ?? ''} product`}
              width={mockup.widthPx ?? undefined}
              height={mockup.heightPx ?? undefined}
              data-testid="studio-mockup"
            />
          ) : render?.status === 'failed' ? (
            <div className="studio-retrying">
              <p>{CHECKOUT_MESSAGES.renderFailed}</p>
              <button type="button" className="button button-small" onClick={onRetryRender}>
                Try again
              </button>
            </div>
          ) : (
            <div className="studio-render-progress">
              <label htmlFor="studio-render-progress">Making your preview…</label>
              <progress
                id="studio-render-progress"
                max={100}
                value={render?.percent ?? 0}
                data-testid="render-progress"
              />
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
