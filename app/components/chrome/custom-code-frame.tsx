import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { CUSTOM_CODE_PAGE_MESSAGE, CUSTOM_CODE_PATH } from '../../../core/store/custom-code';
import { isPrivateStorePath } from '../../../core/store/private-paths';
import type { BrowserStoreView } from '../../load-context';
import type { ConsentState } from './consent-state';

/**
 * A pro store's own code (decision 0011): a hidden, sandboxed frame of /custom-code/, added after hydration
 * once the shopper accepted all cookies (or the store asks nothing), never on PRIVATE_STORE_PATHS. Each
 * navigation posts the page's path to it, so the code can count page views; the frame's origin is opaque,
 * so the message goes to any origin and carries nothing but the path.
 */
export function CustomCodeFrame({ store, consent }: { store: BrowserStoreView; consent: ConsentState }) {
  const { pathname } = useLocation();
  const frame = useRef<HTMLIFrameElement>(null);
  const runs =
    Boolean(store.customCodeVersion) &&
    consent.ready &&
    consent.choice === 'all' &&
    !isPrivateStorePath(pathname);

  useEffect(() => {
    if (runs)
      frame.current?.contentWindow?.postMessage({ type: CUSTOM_CODE_PAGE_MESSAGE, path: pathname }, '*');
  }, [runs, pathname]);

  if (!runs || !store.customCodeVersion) return null;
  return (
    <iframe
      ref={frame}
      className="custom-code-frame"
      src={`${CUSTOM_CODE_PATH}?v=${store.customCodeVersion}`}
      sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
      title={`${store.companyName}'s own code`}
      tabIndex={-1}
      hidden
      onLoad={(event) =>
        event.currentTarget.contentWindow?.postMessage(
          { type: CUSTOM_CODE_PAGE_MESSAGE, path: pathname },
          '*',
        )
      }
    />
  );
}
