import { type FontBatchResult, type FontEnvironment, FontLoader } from '../../../core/fonts';

/** The studio's font stylesheets (server/fonts.ts): @font-face rules for the shipped @fontsource faces. */
export const fontStylesheetHref = (family: string, weights: readonly number[], display: 'swap' | 'block') =>
  `/fonts/${family.toLowerCase().replace(/\s+/g, '-')}.css?weights=${weights.join(',')}&display=${display}`;

/** The browser behind core/fonts' FontLoader: <link> and <script> elements, document.fonts, window events. */
export function browserFontEnvironment(doc: Document = document): FontEnvironment {
  const attach = (element: HTMLLinkElement | HTMLScriptElement) =>
    new Promise<void>((resolve, reject) => {
      element.addEventListener('load', () => resolve(), { once: true });
      element.addEventListener('error', () => reject(new Error('failed')), { once: true });
      doc.head.append(element);
    });
  return {
    loadStylesheet(href) {
      const existing = doc.head.querySelector<HTMLLinkElement>(
        `link[rel="stylesheet"][href="${CSS.escape(href)}"]`,
      );
      if (existing?.sheet) return Promise.resolve();
      const link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      return attach(link);
    },
    loadScript(src) {
      const script = doc.createElement('script');
      script.src = src;
      script.async = true;
      return attach(script);
    },
    loadFace: (descriptor) => doc.fonts.load(descriptor),
    dispatch(event, detail: FontBatchResult) {
      doc.defaultView?.dispatchEvent(new CustomEvent(event, { detail }));
    },
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}

let shared: FontLoader | null = null;

/** One loader per page, so each family is fetched once however many components ask for it. */
export function studioFontLoader(): FontLoader {
  shared ??= new FontLoader(browserFontEnvironment(), { stylesheetHref: fontStylesheetHref });
  return shared;
}
