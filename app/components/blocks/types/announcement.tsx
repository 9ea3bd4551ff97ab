import { useState } from 'react';
import { ACTION_STYLES, ANNOUNCEMENT_ALIGNMENTS } from '../../../../core/blocks/types/engagement';
import { Icon } from '../../chrome/icons';
import type { BlockComponentProps } from '../context';
import { BlockIcon } from '../icon';
import { BlockLink, blockVars, choice, colour, EmptyBlock, radius, record, str } from '../shared';

function AnnouncementBody({ properties: p }: Pick<BlockComponentProps, 'properties'>) {
  const action = record(p.action);
  const actionText = str(action?.text).trim();
  const actionHref = str(action?.href).trim();
  const style = choice(p.actionStyle, ACTION_STYLES, 'primary');
  const actionClass =
    style === 'primary'
      ? 'button button-primary button-small'
      : style === 'secondary'
        ? 'button button-secondary button-small'
        : 'announcement-link';
  return (
    <>
      <span className="announcement-text">
        <BlockIcon name={p.icon} />
        <span>{str(p.text)}</span>
      </span>
      {actionText !== '' && actionHref !== '' ? (
        <BlockLink href={actionHref} className={`announcement-action ${actionClass}`}>
          {actionText}
        </BlockLink>
      ) : null}
    </>
  );
}

function announcementStyle(p: BlockComponentProps['properties']) {
  return blockVars({
    '--block-text-color': colour(p.textColor),
    '--block-background': colour(p.backgroundColor),
    '--block-radius': radius(p.borderRadius),
  });
}

/** Announcement: icon, text and an action (primary, secondary or a plain link), aligned four ways. */
export function AnnouncementBlock({ properties: p }: BlockComponentProps) {
  if (str(p.text).trim() === '')
    return <EmptyBlock title="Announcement" hint="Add the announcement's text." />;
  const alignment = choice(p.alignment, ANNOUNCEMENT_ALIGNMENTS, 'center');
  return (
    <aside
      className={`block-announcement announcement-${alignment}`}
      aria-label="Announcement"
      style={announcementStyle(p)}
    >
      <AnnouncementBody properties={p} />
    </aside>
  );
}

/** The newer announcement: rounded (4px by default), optionally dismissible. */
export function AnnouncementV2Block({ properties: p }: BlockComponentProps) {
  const [dismissed, setDismissed] = useState(false);
  if (str(p.text).trim() === '')
    return <EmptyBlock title="Announcement" hint="Add the announcement's text." />;
  if (dismissed) return null;
  const alignment = choice(p.alignment, ANNOUNCEMENT_ALIGNMENTS, 'center');
  return (
    <aside
      className={`block-announcement announcement-v2 announcement-${alignment}`}
      aria-label="Announcement"
      style={announcementStyle(p)}
    >
      <AnnouncementBody properties={p} />
      {p.dismissible === true ? (
        <button
          type="button"
          className="icon-button announcement-dismiss"
          onClick={() => setDismissed(true)}
          aria-label="Dismiss announcement"
        >
          <Icon name="close" size={18} />
        </button>
      ) : null}
    </aside>
  );
}
