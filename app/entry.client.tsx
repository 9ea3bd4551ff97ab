import { addOpenGateStyle } from './first-media-gate';

/**
 * Hydration starts once the page has loaded and the browser is idle: the server-rendered page paints and
 * works (links, forms) without JavaScript, so React DOM and the router are fetched after first paint
 * instead of competing with it on slow connections.
 */
async function hydrate(): Promise<void> {
  const [{ createElement, startTransition, StrictMode }, { hydrateRoot }, { HydratedRouter }] =
    await Promise.all([import('react'), import('react-dom/client'), import('react-router/dom')]);
  startTransition(() => {
    hydrateRoot(document, createElement(StrictMode, null, createElement(HydratedRouter)));
  });
}

/**
 * §4 Render: a page led by a slideshow holds its other blocks until the slideshow's largest image is in;
 * the stylesheet opens the gate after 1 s on its own. Runs as soon as the document is parsed, long before
 * hydration, so a quick image opens it at once. It adds a style element of its own to the head rather than
 * touching what React rendered, which hydration would find changed. (A `:has()` on the root for a marker
 * made the browser restyle every block at each node the parser or React inserted.)
 */
function openFirstMediaGate(): void {
  const region = document.querySelector<HTMLElement>('.blocks-gate');
  if (!region) return;
  const image = region.querySelector<HTMLImageElement>('.slide-active img');
  if (!image || image.complete) addOpenGateStyle();
  else {
    image.addEventListener('load', addOpenGateStyle, { once: true });
    image.addEventListener('error', addOpenGateStyle, { once: true });
  }
}

function whenIdle(): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void hydrate(), { timeout: 1500 });
  else setTimeout(() => void hydrate(), 1);
}

openFirstMediaGate();
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });
