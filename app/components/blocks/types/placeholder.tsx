import { ADD_BLOCK_EVENT, type BlockComponentProps, dispatchBlockEvent, useBlockContext } from '../context';
import { str } from '../shared';

/** The editor's 'Add new block' slot: a button in preview; shoppers never see it. */
export function PlaceholderBlock({ block, properties: p }: BlockComponentProps) {
  const { mode } = useBlockContext();
  if (mode !== 'preview') return null;
  return (
    <button
      type="button"
      className="block-add"
      onClick={() =>
        dispatchBlockEvent(ADD_BLOCK_EVENT, { uid: block.uid, parent: block.parent, order: block.order })
      }
    >
      {str(p.text, 'Add new block') || 'Add new block'}
    </button>
  );
}
