import {
  type FormEvent,
  type HTMLAttributes,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useState,
} from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
  useSubmit,
} from 'react-router';
import { type StaticMarkup, StaticMarkupContext } from '../blocks/static-markup';
import { useInAppLinks } from '../navigation/in-app-links';

type ServerHtml = { __html: string };

/**
 * The server's HTML of a region while the page hydrates, with the inputs it was rendered from; null in a
 * render that is not hydrating (the server's, or a page reached in the app).
 */
function useServerHtml(id: string, inputs: string): { html: ServerHtml; inputs: string } | null {
  const [captured] = useState(() => {
    // Only while hydrating (the root marks the page once it has): a region mounted later in the app is
    // React's to render, even while an older copy of it is still in the document.
    if (typeof document === 'undefined' || document.documentElement.dataset.hydrated === 'true') return null;
    const element = document.querySelector(`[data-static-html="${CSS.escape(id)}"]`);
    return element ? { html: { __html: element.innerHTML }, inputs } : null;
  });
  return captured;
}

const sameOrigin = (url: URL) => url.origin === window.location.origin;

/**
 * What MenuLink, Link and Form would have done in server HTML React never hydrated: links behave as in the
 * app (useInAppLinks) and same-origin forms submit through the router.
 */
function useInAppHandlers() {
  const onClick = useInAppLinks();
  const submit = useSubmit();
  const onSubmit = useCallback(
    (event: FormEvent<HTMLElement>) => {
      const form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
      if (!sameOrigin(new URL(form.action))) return;
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      submit(submitter ? new FormData(form, submitter) : form, {
        method: (form.getAttribute('method') ?? 'get') as 'get' | 'post',
        action: new URL(form.action).pathname,
      });
    },
    [submit],
  );
  return { onClick, onSubmit };
}

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** Unique on the page: the region's name. */
  id: string;
  /** Everything the region's content is rendered from, as one string: the server HTML serves while it holds. */
  inputs: string;
  children: ReactNode;
};

/**
 * A region of the store's chrome with nothing to do in the browser but follow links and post forms (the
 * footer's columns, the main menu's links). The page the browser loaded keeps the region's server HTML
 * untouched: React hydrates the wrapper alone, never the links, which is most of the work of hydrating the
 * chrome. Once its inputs change (signed in, another page for the sign-in links' return address, a new
 * menu), React renders the region itself, as it would any other.
 */
export function StaticHtml(props: Props) {
  const markup = useContext(StaticMarkupContext);
  // import.meta.env.SSR is a constant of each build: the browser's chunk leaves KeptStaticHtml out.
  if (import.meta.env.SSR && markup) return <KeptStaticHtml {...props} markup={markup} />;
  return <StaticHtmlInPlace {...props} />;
}

function StaticHtmlInPlace({ id, inputs, children, ...attributes }: Props) {
  const server = useServerHtml(id, inputs);
  const handlers = useInAppHandlers();
  // Once the inputs have moved on, the server's HTML is out of date for good.
  const [stale, setStale] = useState(false);
  if (server && !stale && server.inputs !== inputs) setStale(true);
  const serverCopy = server ? (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: it only catches clicks on the links inside, which are keyboard reachable themselves (Enter clicks them).
    <div
      key="server"
      {...attributes}
      data-static-html={id}
      onClick={handlers.onClick}
      onSubmit={handlers.onSubmit}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the region's own server-rendered HTML, read back from the page; during hydration React does not even write it.
      dangerouslySetInnerHTML={server.html}
      suppressHydrationWarning
    />
  ) : null;
  // The children's code may come lazily (the browser needs it only to render them again): until it has come,
  // the server's HTML stays.
  return (
    <Suspense fallback={serverCopy}>
      {serverCopy && !stale && server?.inputs === inputs ? (
        serverCopy
      ) : (
        <div key="rendered" {...attributes} data-static-html={id}>
          {children}
        </div>
      )}
    </Suspense>
  );
}

/**
 * On the server: the region's HTML rendered on its own and kept (StaticMarkup), keyed by its id and its
 * inputs, which name everything it is rendered from (the router's contexts are handed on, for its links
 * and forms, but what they show must be in the inputs). The browser never hydrates the region's contents
 * (it keeps them as they came), so the kept HTML only has to be what the page would have rendered, which
 * static-html.test.tsx checks. A region whose render on its own fails is rendered in place.
 */
function KeptStaticHtml({ id, inputs, children, markup, ...attributes }: Props & { markup: StaticMarkup }) {
  const router = useContext(DataRouterContext);
  const routerState = useContext(DataRouterStateContext);
  const navigation = useContext(NavigationContext);
  const location = useContext(LocationContext);
  const route = useContext(RouteContext);
  const html =
    navigation.basename === '/'
      ? markup(`static-html\u0000${id}\u0000${inputs}`, `${id}-`, () => (
          <DataRouterContext.Provider value={router}>
            <DataRouterStateContext.Provider value={routerState}>
              <NavigationContext.Provider value={navigation}>
                <LocationContext.Provider value={location}>
                  <RouteContext.Provider value={route}>{children}</RouteContext.Provider>
                </LocationContext.Provider>
              </NavigationContext.Provider>
            </DataRouterStateContext.Provider>
          </DataRouterContext.Provider>
        ))
      : null;
  if (html === null)
    return (
      <StaticHtmlInPlace id={id} inputs={inputs} {...attributes}>
        {children}
      </StaticHtmlInPlace>
    );
  return (
    <Suspense fallback={null}>
      <div
        key="rendered"
        {...attributes}
        data-static-html={id}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the region's own HTML, rendered by React from its inputs.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Suspense>
  );
}
