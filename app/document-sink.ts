/**
 * Where React writes a whole document, as strings. entry.server renders with React's Bun build of
 * `renderToPipeableStream` (`react-dom/server.bun`), the same renderer as the Node build but for how it
 * writes: the Node build encodes every piece of markup (an attribute's quote, a tag's name) into 4 KB byte
 * views as it goes, one `encodeInto` and one view each, which was 13-20 % of an uncached page's server time
 * (decision 0020, addendum 2026-11-27 night); the Bun build hands each piece to `write` as the string it is.
 * The document is only piped once every loader and boundary is ready, so React writes it all at once and
 * ends: the pieces are encoded once, together. `pipe` also subscribes to the stream events a Node writable
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
  // Appended rather than pushed and joined: V8 links the pieces and copies them once, when Buffer.from
  // encodes the whole (about 15 % less time than join for a page's thousands of pieces).
  let markup = '';
  const sink: DocumentSink = {
    write(chunk) {
      markup += chunk;
      return true;
    },
    end() {
      const html = Buffer.from(markup);
      markup = '';
      handlers.onEnd(html);
    },
    on() {
      return sink;
    },
    destroy(error) {
      markup = '';
      handlers.onError(error);
    },
  };
  return sink;
}

/** The sink as `pipe` is typed (a Node writable): React's Bun build only calls what DocumentSink has. */
export function asPipeTarget(sink: DocumentSink): NodeJS.WritableStream {
  return sink as unknown as NodeJS.WritableStream;
}
