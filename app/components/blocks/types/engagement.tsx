import { liveChatGroupId } from '../../../../core/blocks/types/engagement';
import { DEFAULT_LIVE_CHAT_GROUP } from '../../../../core/constants/commerce';
import { ACTION_EVENT, type BlockComponentProps, dispatchBlockEvent } from '../context';
import { BlockImage, BlockLink, blockSizes, blockVars, colour, Paragraphs, str } from '../shared';

/** 'support' → 'Support', 'pro-sales' → 'Pro sales'. */
export function groupLabel(group: string): string {
  const words = group.replace(/[-_]+/g, ' ').trim();
  return words === '' ? 'General' : `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/**
 * Live chat: the launcher. Pressing it fires the 'open-chat' in-app action with the group (and its id:
 * pro 1, integrations 2, support 3, studio 4; none for 'general'), which the chat widget answers.
 */
export function LiveChatBlock({ properties: p }: BlockComponentProps) {
  const group = str(p.group).trim() || DEFAULT_LIVE_CHAT_GROUP;
  const title = str(p.title).trim();
  const copy = str(p.copy).trim();
  return (
    <section className="block-panel block-live-chat">
      {title !== '' ? <h2 className="block-heading">{title}</h2> : null}
      {copy !== '' ? <Paragraphs text={copy} /> : null}
      <button
        type="button"
        className="button button-primary live-chat-launcher"
        onClick={() =>
          dispatchBlockEvent(ACTION_EVENT, { name: 'open-chat', group, groupId: liveChatGroupId(group) })
        }
      >
        <svg
          className="icon"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="currentColor"
        >
          <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z" />
        </svg>
        <span>{str(p.buttonText).trim() || 'Chat with us'}</span>
      </button>
      <p className="live-chat-group">
        <span className="visually-hidden">Chat team: </span>
        {groupLabel(group)}
      </p>
    </section>
  );
}

/** Gate: a step a visitor passes, with an image, copy and one action, in the gate colours. */
export function GateBlock({ block, properties: p }: BlockComponentProps) {
  const title = str(p.title).trim() || 'Almost there';
  const copy = str(p.copy).trim();
  const button = str(p.buttonText).trim();
  return (
    <section
      className="block-gate"
      style={blockVars({
        '--block-text-color': colour(p.textColor),
        '--block-background': colour(p.backgroundColor),
      })}
    >
      {str(p.image).trim() !== '' ? (
        <BlockImage
          src={p.image}
          alt=""
          ratio="4:3"
          sizes={blockSizes(block)}
          className="block-media gate-media"
        />
      ) : null}
      <h2 className="block-heading">{title}</h2>
      {copy !== '' ? <Paragraphs text={copy} /> : null}
      {button !== '' && str(p.href).trim() !== '' ? (
        <BlockLink href={p.href} className="button button-primary">
          {button}
        </BlockLink>
      ) : null}
    </section>
  );
}

/** The notice shown while a store is hidden (under review or coming soon). */
export function StoreHiddenBlock({ properties: p }: BlockComponentProps) {
  const title = str(p.title).trim() || 'This store is not open yet';
  const copy = str(p.copy).trim() || 'Please check back soon.';
  return (
    <section className="block-panel block-store-hidden">
      <h2 className="block-heading">{title}</h2>
      <Paragraphs text={copy} />
    </section>
  );
}
