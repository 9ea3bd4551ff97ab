import type { ReactNode } from 'react';

/**
 * A wide table's own scrolling box (the page never scrolls sideways on a phone): a named region that keyboard
 * users can focus to scroll it (axe scrollable-region-focusable).
 */
export function TableScrollBox(props: { labelledBy?: string; label?: string; children: ReactNode }) {
  return (
    <section
      className="atlas-table-wrap"
      aria-labelledby={props.labelledBy}
      aria-label={props.label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways: focusing it lets keyboards scroll it.
      tabIndex={0}
    >
      {props.children}
    </section>
  );
}
