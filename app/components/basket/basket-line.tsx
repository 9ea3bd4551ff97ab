import { Link, useFetcher } from 'react-router';
import { MAX_QUANTITY, MIN_QUANTITY } from '../../../core/basket/rules';
import { answerMessage, type FieldErrors } from '../forms/form-data';
import { LineThumbnail } from '../line-thumbnail';

export interface BasketLineView {
  key: string;
  quantity: number;
  name: string;
  productUrl: string;
  priceIncTax: number;
  image: string | null;
  options: { Colour: string; Size: string };
}

/** What the basket page's action answers a line's form. */
export type LineAnswer =
  | { ok: true; intent: string; key: string }
  | { ok: false; intent?: string; key?: string; message?: string; errors: FieldErrors };

/** A line's fetcher key: the page reads every line's pending change to keep the subtotal right. */
export function lineFetcherKey(lineKey: string): string {
  return `basket-line:${lineKey}`;
}

/** The change a line's form is sending: a new quantity, or its removal. */
export function pendingChange(
  formData: FormData | undefined,
): { quantity?: number; removed?: boolean } | null {
  if (!formData) return null;
  if (formData.get('intent') === 'remove') return { removed: true };
  const quantity = Number(formData.get('quantity'));
  return Number.isInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY
    ? { quantity }
    : null;
}

interface Props {
  line: BasketLineView;
  /** The answer to this line's last plain (no JavaScript) form post, if any. */
  postedAnswer: LineAnswer | undefined;
  format: (amount: number) => string;
}

/**
 * One basket line: image, name, options, unit and line price, a quantity stepper and Remove. Each control
 * is a small form that posts to the basket page without JavaScript; with it, the change shows at once and
 * rolls back with the error message if the server refuses.
 */
export function BasketLine({ line, postedAnswer, format }: Props) {
  const fetcher = useFetcher<LineAnswer>({ key: lineFetcherKey(line.key) });
  const change = pendingChange(fetcher.formData);
  if (change?.removed) return null;
  const quantity = change?.quantity ?? line.quantity;
  const answer = fetcher.state === 'idle' ? (fetcher.data ?? postedAnswer) : undefined;
  const error = answer && !answer.ok ? answerMessage(answer) : null;
  const inputId = `quantity-${line.key}`;
  const errorId = `line-error-${line.key}`;
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="key" value={line.key} />
    </>
  );
  return (
    <li className="basket-line" data-pending={change ? 'true' : undefined}>
      <LineThumbnail image={line.image} size={120} sizes="96px" className="basket-line-image" />
      <div className="basket-line-details">
        <Link to={`/product/${line.productUrl}/`} className="basket-line-name">
          {line.name}
        </Link>
        <p className="basket-line-options">
          {line.options.Colour} · {line.options.Size}
        </p>
        <p className="basket-line-unit">
          <span className="visually-hidden">Price each: </span>
          <span data-price>{format(line.priceIncTax)}</span> each
        </p>
        <div className="basket-line-controls">
          <fieldset className="quantity-stepper">
            <legend className="visually-hidden">Quantity of {line.name}</legend>
            <fetcher.Form method="post">
              {hidden('update')}
              <input type="hidden" name="quantity" value={quantity - 1} />
              <button
                type="submit"
                className="stepper-button"
                aria-label={`Decrease quantity of ${line.name}`}
                disabled={quantity <= MIN_QUANTITY}
              >
                −
              </button>
            </fetcher.Form>
            {/* The server's message, not the browser's, for a quantity out of range: the same with or without JavaScript. */}
            <fetcher.Form method="post" className="quantity-entry" noValidate>
              {hidden('update')}
              <label className="visually-hidden" htmlFor={inputId}>
                Quantity of {line.name}
              </label>
              <input
                key={quantity}
                id={inputId}
                name="quantity"
                type="number"
                inputMode="numeric"
                min={MIN_QUANTITY}
                max={MAX_QUANTITY}
                step={1}
                defaultValue={quantity}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
              <button type="submit" className="link-button">
                Update<span className="visually-hidden"> quantity of {line.name}</span>
              </button>
            </fetcher.Form>
            <fetcher.Form method="post">
              {hidden('update')}
              <input type="hidden" name="quantity" value={quantity + 1} />
              <button
                type="submit"
                className="stepper-button"
                aria-label={`Increase quantity of ${line.name}`}
                disabled={quantity >= MAX_QUANTITY}
              >
                +
              </button>
            </fetcher.Form>
          </fieldset>
          <fetcher.Form method="post">
            {hidden('remove')}
            <button type="submit" className="link-button">
              Remove<span className="visually-hidden"> {line.name}</span>
            </button>
          </fetcher.Form>
        </div>
        {error ? (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <p className="basket-line-price">
        <span className="visually-hidden">Line total: </span>
        <strong data-price>{format(line.priceIncTax * quantity)}</strong>
      </p>
    </li>
  );
}
