import { TEXT_ALIGNS, TEXT_SIZES } from '../../../../core/blocks/types/cards';
import type { BlockComponentProps } from '../context';
import { BlockIcon } from '../icon';
import {
  BlockImage,
  BlockLink,
  blockSizes,
  choice,
  EmptyBlock,
  headingFor,
  Paragraphs,
  record,
  safeSrc,
  str,
} from '../shared';

/** Pod (Content): an image in its ratio (square by default) with a badge, icon, title and copy, linked. */
export function PodBlock({ block, properties: p, first }: BlockComponentProps) {
  const title = str(p.title).trim();
  const copy = str(p.copy).trim();
  const image = safeSrc(record(p.media)?.image) || safeSrc(p.image);
  const badge = str(p.badge).trim();
  if (title === '' && copy === '' && image === '') {
    return <EmptyBlock title="Content" hint="Add an image, a title or some copy." />;
  }
  const Heading = headingFor(p.titleSize, 'h3');
  const align = choice(p.textAlign, TEXT_ALIGNS, 'center');
  const size = choice(p.textSize, TEXT_SIZES, 'large');
  return (
    <article
      className={`block-pod pod-align-${align} pod-text-${size}${p.overlay === true ? ' pod-overlay' : ''}`}
    >
      <BlockLink href={p.href} target={p.target} className="pod-link">
        <div className="pod-figure">
          <BlockImage
            src={image}
            alt={title === '' ? str(p.copy) : ''}
            ratio={p.ratio ?? 'square'}
            sizes={blockSizes(block)}
            priority={first}
          />
          {badge !== '' ? <span className="block-badge-label">{badge}</span> : null}
        </div>
        <div className="pod-body">
          <BlockIcon name={p.icon} size={28} />
          {title !== '' ? <Heading className="pod-title">{title}</Heading> : null}
          {copy !== '' ? <Paragraphs text={copy} className="pod-copy" /> : null}
        </div>
      </BlockLink>
    </article>
  );
}
