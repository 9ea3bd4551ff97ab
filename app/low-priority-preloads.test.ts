import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lowPriorityPreloads } from './low-priority-preloads';

async function through(chunks: (string | Buffer)[]): Promise<string> {
  const output: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(lowPriorityPreloads()))
    output.push(Buffer.from(chunk));
  return Buffer.concat(output).toString('utf8');
}

const DOCUMENT =
  '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/></head><body><p>Café £5 — “ok”</p></body>';
const EXPECTED = DOCUMENT.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"');

describe('lowPriorityPreloads', () => {
  it('marks every module preload low priority and leaves the rest of the document as it was', async () => {
    expect(await through([DOCUMENT])).toBe(EXPECTED);
  });

  it('finds a tag split between chunks at any point, and never splits a character', async () => {
    const bytes = Buffer.from(DOCUMENT, 'utf8');
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(EXPECTED);
    }
  });

  it('passes a document without preloads through unchanged, byte by byte', async () => {
    const plain = '<p>No scripts, <link rel="modulepreload-ish"> nothing</p>';
    expect(await through([...Buffer.from(plain)].map((byte) => Buffer.from([byte])))).toBe(plain);
  });
});
