import { TEXT_ALIGNS } from '../../../../core/blocks/types/cards';
import type { BlockComponentProps } from '../context';
import { BlockIcon } from '../icon';
import {
  BlockLink,
  blockVars,
  buttonClass,
  choice,
  colour,
  EmptyBlock,
  radius,
  record,
  str,
} from '../shared';

/** Button: a link styled as a button; its styles may set only text, background and border colours, radius and fill. */
export function ButtonBlock({ properties: p }: BlockComponentProps) {
  const text = str(p.text).trim();
  if (text === '') return <EmptyBlock title="Button" hint="Add the button's text and link." />;
  const styles = record(p.styles) ?? {};
  const icon = <BlockIcon name={p.icon} />;
  const right = p.iconPosition === 'right';
  const label = (
    <>
      {right ? null : icon}
      <span>{text}</span>
      {right ? icon : null}
    </>
  );
  const className = `${buttonClass(p.primary !== false)}${styles.fill === false ? ' button-outline' : ''}`;
  return (
    <div
      className="block-button"
      style={blockVars({
        textAlign: choice(p.align, TEXT_ALIGNS, 'center'),
        '--block-button-color': colour(styles.textColor),
        '--block-button-background': colour(styles.backgroundColor),
        '--block-button-border': colour(styles.borderColor),
        '--block-button-radius': radius(styles.borderRadius),
      })}
    >
      {str(p.href).trim() === '' ? (
        <span className={className} aria-disabled="true">
          {label}
        </span>
      ) : (
        <BlockLink href={p.href} target={p.target} className={className} download={p.download === true}>
          {label}
        </BlockLink>
      )}
    </div>
  );
}
