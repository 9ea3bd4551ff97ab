import type { BlockComponentProps } from '../context';
import { BlockIcon } from '../icon';
import { BlockLink, buttonClass, EmptyBlock, str } from '../shared';

/** Action: a button firing an in-app action ('@open-chat' → a 'printfront:action' event) or following a link. */
export function ActionBlock({ properties: p }: BlockComponentProps) {
  const text = str(p.text).trim();
  const action = str(p.action).trim();
  if (text === '' || action === '') return <EmptyBlock title="Action" hint="Add the text and the action." />;
  const icon = <BlockIcon name={p.icon} />;
  const right = p.iconPosition === 'right';
  return (
    <div className="block-button">
      <BlockLink href={action} className={buttonClass(p.primary !== false)}>
        {right ? null : icon}
        <span>{text}</span>
        {right ? icon : null}
      </BlockLink>
    </div>
  );
}
