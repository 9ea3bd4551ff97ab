/**
 * §4's first-media gate, shared by the entry script that opens it before hydration and the block region that
 * closes it again on a page reached in the app.
 */

/** The attribute that marks the entry script's style element in the head. */
const FIRST_MEDIA_MARKER = 'data-printfront-first-media';

/** Finds the entry script's style element, once it has opened the gate. */
export const FIRST_MEDIA_MARKER_SELECTOR = `style[${FIRST_MEDIA_MARKER}]`;

/**
 * The rule that opens the gate: app/styles/blocks.css's closing rule, word for word, so this one, later in the
 * document, wins.
 */
const OPEN_GATE_RULE =
  '.blocks-gate:not([data-ready])>.blocks-cell:not(:first-child){visibility:visible;animation:none}';

/** Opens the gate (once) by adding a style element of its own to the head. */
export function addOpenGateStyle(): void {
  if (document.head.querySelector(FIRST_MEDIA_MARKER_SELECTOR)) return;
  const marker = document.createElement('style');
  marker.setAttribute(FIRST_MEDIA_MARKER, '');
  marker.textContent = OPEN_GATE_RULE;
  document.head.append(marker);
}
