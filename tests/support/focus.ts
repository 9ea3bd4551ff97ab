import type { Page } from 'playwright-core';

/** Where focus is: the element's tag and text, and whether it is the page's main heading or inside main. */
export const whereFocusIs = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      tag: active?.tagName.toLowerCase(),
      text: active?.textContent?.trim(),
      isMainHeading: active !== null && active === document.querySelector('main h1'),
      inMain: Boolean(active?.closest('main')),
    };
  });
