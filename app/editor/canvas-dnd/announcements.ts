/**
 * What screen readers hear while a block is moved on the canvas, in plain words, and the handles' help.
 */
import type { DropPlace, DropSlot } from './drop-slots';

export const CANVAS_DRAG_HELP =
  'To move a block, press space or enter on its drag handle to pick it up, the arrow keys to move it between the places it may go, space or enter again to drop it, or escape to cancel.';

export const RESIZE_HELP = 'Use the left and right arrow keys to change the width by one column.';

/** 'position 2 of the page' or 'position 1 in Row'. */
export function placeWords(slot: DropPlace): string {
  const position = `position ${slot.target.index + 1}`;
  return slot.target.parent === null ? `${position} of the page` : `${position} in ${slot.containerName}`;
}

export const dragAnnouncements = {
  pickedUp: (title: string, from: DropPlace | undefined) =>
    `Picked up ${title} block${from ? ` at ${placeWords(from)}` : ''}.`,
  over: (title: string, slot: DropSlot) => `${title} block is over ${placeWords(slot)}.`,
  refused: (message: string) => `${message}.`,
  moved: (title: string, slot: DropSlot, changedContainer: boolean) =>
    changedContainer && slot.target.parent !== null
      ? `Moved ${title} block into ${slot.containerName} at ${placeWords(slot)}.`
      : `Moved ${title} block to ${placeWords(slot)}.`,
  notMoved: (title: string) => `${title} block was dropped where it was.`,
  cancelled: (title: string) => `Moving the ${title} block was cancelled. It is back where it was.`,
} as const;
