import type { Block, VisitorFacts } from '../../../core/blocks';
import { faqJsonLd } from '../../../core/seo';
import blockStyles from '../../styles/blocks.css?url';
import { JsonLd } from '../json-ld';
import type { BlockData } from './context';
import { BlockRenderer } from './registry';

export interface PageBlocksProps {
  blocks: readonly Block[];
  mode: 'native' | 'preview';
  visitor: VisitorFacts;
  data: BlockData;
  ySpacing: number;
  label: string;
  faq: { question: string; answer: string }[];
}

/** A page's blocks with their FAQ structured data; a module of its own so routes can load it lazily. */
export default function PageBlocks({ faq, ...props }: PageBlocksProps) {
  return (
    <>
      {/* React hoists this into the head and holds the blocks until it has loaded. */}
      <link rel="stylesheet" href={blockStyles} precedence="default" />
      <BlockRenderer {...props} />
      {faq.length > 0 ? <JsonLd data={faqJsonLd(faq)} /> : null}
    </>
  );
}
