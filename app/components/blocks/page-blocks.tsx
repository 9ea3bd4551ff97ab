import type { Block, VisitorFacts } from '../../../core/blocks';
import { faqJsonLd, itemListJsonLd } from '../../../core/seo';
import { JsonLd } from '../json-ld';
import type { BlockData } from './context';
import { BlockRenderer } from './registry';

export { loadBlockTypes } from './block-modules';
export { blockTypesToRender } from './page-block-types';

export interface PageBlocksProps {
  blocks: readonly Block[];
  mode: 'native' | 'preview';
  visitor: VisitorFacts;
  data: BlockData;
  ySpacing: number;
  label: string;
  /** The page's path ('/' for the home page). */
  path: string;
  faq: { question: string; answer: string }[];
}

/**
 * A page's blocks with their structured data: the FAQ list from expandable blocks and an item list of the
 * products its blocks show (§2). The block styles are part of the storefront stylesheet every page links (app/styles/index.css).
 */
export default function PageBlocks({ faq, ...props }: PageBlocksProps) {
  const listed = Object.values(props.data.products ?? {}).flat();
  return (
    <>
      <BlockRenderer {...props} />
      {faq.length > 0 ? <JsonLd data={faqJsonLd(faq)} /> : null}
      {listed.length > 0 ? (
        <JsonLd
          data={itemListJsonLd(
            listed.map((product, index) => ({
              url: `/product/${product.urlName}/`,
              name: product.name,
              image: product.image ?? undefined,
              position: index + 1,
            })),
          )}
        />
      ) : null}
    </>
  );
}
