import { useId, useState } from 'react';
import { fromDecimal } from '../../../../core/money/decimal';
import { formatMoney } from '../../../../core/money/format';
import { parseCurrencyCode } from '../../../../core/money/parse';
import type { BlockComponentProps } from '../context';
import {
  BlockImage,
  BlockLink,
  blockSizes,
  blockVars,
  colour,
  EmptyBlock,
  num,
  Paragraphs,
  str,
} from '../shared';

/** An amount in major units of a currency, formatted ('£15.00'). */
export function formatMajor(amount: number, currency: unknown): string {
  const code = parseCurrencyCode(currency) ?? 'GBP';
  return formatMoney(fromDecimal(Math.round(amount * 100) / 100, code));
}

/** Product mockup: a product image on its colour, with its type, linked. */
export function ProductMockupBlock({ block, properties: p, first }: BlockComponentProps) {
  const title = str(p.title).trim();
  const type = str(p.productType).trim();
  if (title === '' && str(p.image).trim() === '')
    return <EmptyBlock title="Product mockup" hint="Choose a product image." />;
  return (
    <figure className="block-mockup" style={blockVars({ '--block-background': colour(p.colour) })}>
      <BlockLink href={p.href} className="mockup-link" label={title || type || undefined}>
        <BlockImage src={p.image} alt={title || type} ratio={1} sizes={blockSizes(block)} priority={first} />
      </BlockLink>
      {title !== '' || type !== '' ? (
        <figcaption>
          {title !== '' ? <strong>{title}</strong> : null}
          {type !== '' ? <span className="mockup-type">{type}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}

/** Price breakdown: retail price, base cost and the profit between them. */
export function PriceBreakdownBlock({ properties: p }: BlockComponentProps) {
  const retail = Math.max(0, num(p.retailPrice, 25));
  const base = Math.max(0, num(p.baseCost, 10));
  const title = str(p.title).trim();
  return (
    <section className="block-panel block-breakdown">
      {title !== '' ? <h2 className="block-heading">{title}</h2> : null}
      <dl className="breakdown-list">
        <div>
          <dt>Retail price</dt>
          <dd>{formatMajor(retail, p.currency)}</dd>
        </div>
        <div>
          <dt>Base cost</dt>
          <dd>{formatMajor(base, p.currency)}</dd>
        </div>
        <div className="breakdown-profit">
          <dt>Your profit</dt>
          <dd>{formatMajor(retail - base, p.currency)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** Profit per month: a calculator, sales per month (adjustable) times profit per sale. */
export function ProfitPerMonthBlock({ properties: p }: BlockComponentProps) {
  const [sales, setSales] = useState(() => Math.max(0, Math.round(num(p.salesPerMonth, 50))));
  const id = useId();
  const perSale = Math.max(0, num(p.profitPerSale, 10));
  const title = str(p.title).trim();
  const max = Math.max(100, sales * 4);
  return (
    <section className="block-panel block-profit">
      {title !== '' ? <h2 className="block-heading">{title}</h2> : null}
      <label htmlFor={id}>
        Sales per month: <strong>{sales}</strong>
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={max}
        step={1}
        value={sales}
        onChange={(event) => setSales(Number(event.currentTarget.value))}
      />
      <p className="profit-total" aria-live="polite">
        Profit per month: <strong>{formatMajor(sales * perSale, p.currency)}</strong>
        <span className="profit-per-sale"> ({formatMajor(perSale, p.currency)} per sale)</span>
      </p>
    </section>
  );
}

/** Studio suggestion: an invitation to design a product in the studio. */
export function StudioSuggestionBlock({ properties: p }: BlockComponentProps) {
  const title = str(p.title).trim() || 'Design your own';
  const type = str(p.productType).trim();
  return (
    <section className="block-panel block-suggestion">
      <h2 className="block-heading">{title}</h2>
      {str(p.copy).trim() !== '' ? <Paragraphs text={str(p.copy).trim()} /> : null}
      <BlockLink href={str(p.href).trim() || '/studio/'} className="button button-primary">
        {type !== '' ? `Design a ${type}` : 'Open the studio'}
      </BlockLink>
    </section>
  );
}
