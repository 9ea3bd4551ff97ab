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

/** The marker that opens §4's first-media gate before hydration (app/styles/blocks.css reads it). */
export const FIRST_MEDIA_MARKER = 'printfront-first-media';

/**
 * §4 Render: a page led by a slideshow holds its other blocks until the slideshow's largest image is in;
 * the stylesheet opens the gate after 1 s on its own. Runs as soon as the document is parsed, long before
 * hydration, so a quick image opens it at once. It marks the head with a meta element of its own rather
 * than touching what React rendered, which hydration would find changed.
 */
function openFirstMediaGate(): void {
  const region = document.querySelector<HTMLElement>('.blocks-gate');
  if (!region) return;
  const open = () => {
    if (document.head.querySelector(`meta[name="${FIRST_MEDIA_MARKER}"]`)) return;
    const marker = document.createElement('meta');
    marker.name = FIRST_MEDIA_MARKER;
    marker.content = 'ready';
    document.head.append(marker);
  };
  const image = region.querySelector<HTMLImageElement>('.slide-active img');
  if (!image || image.complete) open();
  else {
    image.addEventListener('load', open, { once: true });
    image.addEventListener('error', open, { once: true });
  }
}

function whenIdle(): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void hydrate(), { timeout: 1500 });
  else setTimeout(() => void hydrate(), 1);
}

openFirstMediaGate();
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });
