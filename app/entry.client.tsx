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

function whenIdle(): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void hydrate(), { timeout: 1500 });
  else setTimeout(() => void hydrate(), 1);
}

if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });
