import { textShadowCss } from '../../../../core/blocks/style';
import { TEXT_ALIGNS } from '../../../../core/blocks/types/cards';
import type { BlockComponentProps } from '../context';
import { blockVars, choice, colour, EmptyBlock, font, num, Paragraphs, radius, str } from '../shared';

/** Quote: the quote and its author, in the quote font (24px by default), aligned right by default. */
export function QuoteBlock({ properties: p }: BlockComponentProps) {
  const quote = str(p.quote).trim();
  const author = str(p.author).trim();
  if (quote === '') return <EmptyBlock title="Quote" hint="Add a quote." />;
  const shadow = textShadowCss(p.textShadow);
  return (
    <figure
      className={`block-quote${p.bold === true ? ' quote-bold' : ''}${p.italic === true ? ' quote-italic' : ''}`}
      style={blockVars({
        textAlign: choice(p.align, TEXT_ALIGNS, 'right'),
        '--block-font': font(p.font),
        '--block-font-size': `${num(p.fontSize, 24)}px`,
        '--block-text-color': colour(p.textColor),
        '--block-background': colour(p.backgroundColor),
        '--block-radius': radius(p.borderRadius),
        '--block-text-shadow': shadow === 'none' ? undefined : shadow,
      })}
    >
      <blockquote>
        <Paragraphs text={quote} />
      </blockquote>
      {author !== '' ? <figcaption>{author}</figcaption> : null}
    </figure>
  );
}
