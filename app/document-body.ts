/**
 * A rendered document handed from entry.server to the server's React Router glue as the bytes React wrote,
 * beside an empty Response that carries its status and headers. A Response body would be a web stream the
 * glue reads back whole (one more copy, a stream and an encode of the whole document per uncached render,
 * decision 0020). A symbol from the global registry, because the server's compiled code and the app's server
 * build each have their own copy of this module. A Response React Router makes itself (HEAD, errors) has
 * none, and its own body is used.
 */
const DOCUMENT_BODY = Symbol.for('printfront.document-body');

export function documentResponse(body: Buffer, init: ResponseInit): Response {
  const response = new Response(null, init);
  Object.defineProperty(response, DOCUMENT_BODY, { value: body });
  return response;
}

export function documentBodyOf(response: Response): Buffer | undefined {
  return (response as unknown as { [DOCUMENT_BODY]?: Buffer })[DOCUMENT_BODY];
}
