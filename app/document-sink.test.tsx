import { Writable } from 'node:stream';
import { lazy, Suspense, useId } from 'react';
import { renderToPipeableStream as renderWithBunBuild } from 'react-dom/server.bun';
import { renderToPipeableStream as renderWithNodeBuild } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import { asPipeTarget, documentSink } from './document-sink';

function Labelled({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} defaultValue={'"quoted" & <angled>'} />
    </p>
  );
}

const Later = lazy(async () => ({ default: () => <section>Loaded later: Crème brûlée 🍮</section> }));

function Page() {
  return (
    <html lang="en-GB">
      <head>
        <title>Northwind Threads — £24 tees</title>
      </head>
      <body>
        <h1 className="title">Größe &amp; Farbe</h1>
        {Array.from({ length: 300 }, (_, index) => (
          <Labelled key={index} label={`Field ${index}: ${'é'.repeat(index % 7)}`} />
        ))}
        <Suspense fallback={<p>Loading</p>}>
          <Later />
        </Suspense>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed inline script, as React Router writes its own */}
        <script nonce="n0nce" dangerouslySetInnerHTML={{ __html: 'window.x = 1' }} />
      </body>
    </html>
  );
}

function withNodeBuild(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const document = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    const { pipe } = renderWithNodeBuild(<Page />, {
      nonce: 'n0nce',
      onAllReady: () => pipe(document),
      onShellError: reject,
    });
  });
}

function withBunBuild(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderWithBunBuild(<Page />, {
      nonce: 'n0nce',
      onAllReady: () => pipe(asPipeTarget(documentSink({ onEnd: resolve, onError: reject }))),
      onShellError: reject,
    });
  });
}

describe('documentSink', () => {
  it("holds the same bytes from React's Bun build as the Node build writes", async () => {
    const [node, bun] = await Promise.all([withNodeBuild(), withBunBuild()]);
    expect(bun.length).toBeGreaterThan(20_000);
    expect(bun.toString('utf8')).toContain('Crème brûlée 🍮');
    expect(bun.equals(node)).toBe(true);
  });

  it('joins what was written, in order, into UTF-8 once React ends', () => {
    const ended: Buffer[] = [];
    const sink = documentSink({ onEnd: (html) => ended.push(html), onError: () => {} });
    expect(sink.write('<p>')).toBe(true);
    sink.write('£5 ');
    sink.write('</p>');
    expect(ended).toEqual([]);
    sink.end();
    expect(ended.map((html) => html.toString('utf8'))).toEqual(['<p>£5 </p>']);
    expect(ended[0]?.length).toBe(11);
  });

  it('passes on the error React destroys it with, and nothing else', () => {
    const errors: unknown[] = [];
    const ended: Buffer[] = [];
    const sink = documentSink({ onEnd: (html) => ended.push(html), onError: (error) => errors.push(error) });
    sink.write('<p>half');
    expect(sink.on('drain', () => {})).toBe(sink);
    const failure = new Error('render failed');
    sink.destroy(failure);
    expect(errors).toEqual([failure]);
    expect(ended).toEqual([]);
  });
});
