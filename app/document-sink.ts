/**
 * Where React writes a whole document, as strings. entry.server renders with React's Bun build of
 * `renderToPipeableStream` (`react-dom/server.bun`), the same renderer as the Node build but for how it
 * writes: the Node build encodes every piece of markup (an attribute's quote, a tag's name) into 4 KB byte
 * views as it goes, one `encodeInto` and one view each, which was 13-20 % of an uncached page's server time
 * (decision 0020, addendum 2026-11-27 night); the Bun build hands each piece to `write` as the string it is.
 * The document is only piped once every loader and boundary is ready, so React writes it all at once and
 * ends: the pieces are joined and encoded once. `pipe` also subscribes to the stream events a Node writable
 * has (drain, error, close); a sink that never fills and never fails has none to emit.
 */
export interface DocumentSink {
  write(chunk: string): boolean;
  end(): void;
  on(event: string, listener: () => void): DocumentSink;
  destroy(error: unknown): void;
}

export function documentSink(handlers: {
  onEnd(html: Buffer): void;
  onError(error: unknown): void;
}): DocumentSink {
  const parts: string[] = [];
  const sink: DocumentSink = {
    write(chunk) {
      parts.push(chunk);
      return true;
    },
    end() {
      const html = Buffer.from(parts.join(''));
      parts.length = 0;
      handlers.onEnd(html);
    },
    on() {
      return sink;
    },
    destroy(error) {
      parts.length = 0;
      handlers.onError(error);
    },
  };
  return sink;
}
