import { isbot } from 'isbot';
// The Bun build writes markup as strings: see document-sink.ts.
import { renderToPipeableStream } from 'react-dom/server.bun';
import type { AppLoadContext, EntryContext } from 'react-router';
import { StaticMarkupContext } from './components/blocks/static-markup';
import { documentResponse } from './document-body';
import { asPipeTarget, documentSink } from './document-sink';
import { DocumentTextsContext } from './document-texts';
import { withLowPriorityPreloads } from './low-priority-preloads';
import { createRenderTurns } from './render-turns';
import { CachedServerRouter } from './server-router';
import { createStaticMarkup } from './static-markup.server';
import { ThemeCssContext } from './theme-stylesheet';

export const streamTimeout = 10_000;

const inTurn = createRenderTurns({ longestTurnMs: 500 });
// The HTML of static blocks (about 1-3 KB each with its key): 8 MB holds a few thousand.
const staticMarkup = createStaticMarkup({ maxBytes: 8 * 1024 * 1024 });

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return inTurn(() =>
    renderDocument(request, responseStatusCode, responseHeaders, routerContext, loadContext),
  );
}

function renderDocument(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    let statusAtShell = responseStatusCode;
    // Every loader has resolved before the shell renders, so nothing would stream later: the document is
    // collected whole and answered in one piece (the server sends it in one write and may keep it).
    // Cleared once the document is whole: a pending timer would keep the finished render (React's request,
    // its tree and its markup) alive for its 11 s, hundreds of megabytes under load.
    let abortRender = () => {};
    const timeout = setTimeout(() => abortRender(), streamTimeout + 1000);
    const document = documentSink({
      onEnd(html) {
        clearTimeout(timeout);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        // A browser's page keeps the status it had when its shell was ready, as it did when streamed; an
        // error in a boundary after that is the browser's to retry.
        resolve(
          documentResponse(withLowPriorityPreloads(html), {
            headers: responseHeaders,
            status: waitForAll ? status : statusAtShell,
          }),
        );
      },
      onError(error) {
        clearTimeout(timeout);
        reject(error);
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <ThemeCssContext.Provider value={loadContext.store?.themeCss ?? ''}>
        <DocumentTextsContext.Provider value={loadContext.documentTexts ?? null}>
          <StaticMarkupContext.Provider value={staticMarkup}>
            <CachedServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </StaticMarkupContext.Provider>
        </DocumentTextsContext.Provider>
      </ThemeCssContext.Provider>,
      {
        nonce,
        // Never outline a Suspense boundary that is ready (React 19 does past 12.8 KB of HTML): the page must
        // arrive in document order, or its later blocks appear after first paint and push things around.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
          statusAtShell = status;
        },
        onAllReady() {
          pipe(asPipeTarget(document));
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    abortRender = abort;
  });
}
