import { textShadowCss } from '../../../../core/blocks/style';
import type { BlockComponentProps } from '../context';
import { SanitisedHtml } from '../sanitised-html';
import { blockVars, choice, colour, EmptyBlock, font, num, str } from '../shared';

const ALIGNS = ['left', 'center', 'right', 'justify'] as const;

/** Text: rich text (sanitised HTML) with its alignment, font, size, colours and shadow. */
export function TextBlock({ properties: p }: BlockComponentProps) {
  if (str(p.text).trim() === '') return <EmptyBlock title="Text" hint="Write some text." />;
  const shadow = textShadowCss(p.textShadow);
  return (
    <SanitisedHtml
      className="block-text"
      html={p.text}
      style={blockVars({
        textAlign: choice(p.align, ALIGNS, 'left'),
        '--block-font': font(p.font),
        '--block-font-size': typeof p.fontSize === 'number' ? `${num(p.fontSize, 16)}px` : undefined,
        '--block-text-color': colour(p.textColor),
        '--block-background': colour(p.backgroundColor),
        '--block-text-shadow': shadow === 'none' ? undefined : shadow,
      })}
    />
  );
}
