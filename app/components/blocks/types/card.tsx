import { Price } from '../../price';
import type { BlockComponentProps } from '../context';
import { BlockIcon } from '../icon';
import {
  BlockImage,
  BlockLink,
  blockSizes,
  EmptyBlock,
  headingFor,
  Paragraphs,
  record,
  safeSrc,
  str,
} from '../shared';

function amount(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * Card (the §3 Pod (card)): image in its ratio, badge, title (titleSize 0-4 → h2-h6), copy, price and sale
 * price (minor units of the store's currency, shown in the shopper's), a button text, a link; disabled
 * cards are not links, faded ones are dimmed.
 */
export function CardBlock({ block, properties: p, first }: BlockComponentProps) {
  const title = str(p.title).trim();
  const copy = str(p.copy).trim();
  const media = record(p.media);
  const image = safeSrc(media?.image) || safeSrc(p.image);
  const badge = str(p.badge).trim();
  const price = amount(p.price);
  const salePrice = amount(p.salePrice);
  const buttonText = str(p.buttonText).trim();
  if (title === '' && copy === '' && image === '' && price === null) {
    return <EmptyBlock title="Card" hint="Add an image, a title or a price." />;
  }
  const Heading = headingFor(p.titleSize, 'p');
  const disabled = p.disabled === true;
  const classes = ['block-card'];
  if (disabled) classes.push('card-disabled');
  if (p.faded === true) classes.push('card-faded');
  if (p.overlay === true) classes.push('card-overlay');
  const body = (
    <>
      {image !== '' ? (
        <div className="card-figure">
          <BlockImage src={image} alt="" ratio={p.ratio ?? 1} sizes={blockSizes(block)} priority={first} />
          {badge !== '' ? <span className="block-badge-label">{badge}</span> : null}
        </div>
      ) : badge !== '' ? (
        <span className="block-badge-label card-badge-inline">{badge}</span>
      ) : null}
      <div className="card-body">
        <BlockIcon name={p.icon} size={28} />
        {title !== '' ? <Heading className="card-title">{title}</Heading> : null}
        {copy !== '' ? <Paragraphs text={copy} className="card-copy" /> : null}
        {price !== null ? (
          <p className="card-price">
            {str(p.pricePrefix).trim() !== '' ? (
              <span className="card-price-prefix">{str(p.pricePrefix)} </span>
            ) : null}
            <Price amount={price} salePrice={salePrice} />
          </p>
        ) : null}
        {buttonText !== '' ? (
          <span className="button button-primary button-small card-button">{buttonText}</span>
        ) : null}
      </div>
    </>
  );
  return (
    <article className={classes.join(' ')} aria-disabled={disabled || undefined}>
      {disabled ? (
        <div className="card-link">{body}</div>
      ) : (
        <BlockLink href={p.href} target={p.target} className="card-link" download={p.download === true}>
          {body}
        </BlockLink>
      )}
    </article>
  );
}
