import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The storefront's block modules must not reach zod: block property schemas are for saving (server side),
 * and shipping them cost block pages 20 KB of JavaScript. This walks the static import graph from the
 * modules the browser loads for block pages and reports every bare import it meets.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const ENTRIES = [
  'app/components/blocks/registry.tsx',
  // Every block component: block-modules.ts imports them one by one (dynamic imports this walk does not follow).
  'app/components/blocks/every-block-type.ts',
  'app/components/blocks/page-blocks.tsx',
  'app/routes/page.tsx',
  'app/routes/home.tsx',
];
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && !candidate.endsWith('/')) {
      try {
        readFileSync(candidate);
        return candidate;
      } catch {
        // a directory: try the next candidate
      }
    }
  }
  return null;
}

function reachable(entries: string[]): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const queue = entries.map((entry) => path.join(ROOT, entry));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const specifier = match[1] as string;
      if (specifier.startsWith('.')) {
        const target = resolve(file, specifier);
        if (target) queue.push(target);
      } else if (!packages.has(specifier)) {
        packages.set(specifier, path.relative(ROOT, file));
      }
    }
  }
  return { files, packages };
}

describe('the browser bundle of block pages', () => {
  const { files, packages } = reachable(ENTRIES);

  it('reaches the block components', () => {
    expect([...files].some((file) => file.endsWith('types/slideshow.tsx'))).toBe(true);
  });

  it('never imports zod, the block schemas or page validation', () => {
    const zod = [...packages].filter(([name]) => name === 'zod' || name.startsWith('zod/'));
    expect(zod).toEqual([]);
    const serverOnly = [...files]
      .map((file) => path.relative(ROOT, file))
      .filter(
        (file) =>
          file.startsWith('core/blocks/schemas/') || /core\/blocks\/(schema|validate)\.ts$/.test(file),
      );
    expect(serverOnly).toEqual([]);
  });

  it('never imports the HTML sanitiser: the server sends block HTML already sanitised', () => {
    const sanitisers = [...packages].filter(([name]) => name === 'sanitize-html' || name === 'dompurify');
    expect(sanitisers).toEqual([]);
    const sanitiser = [...files]
      .map((file) => path.relative(ROOT, file))
      .filter((file) => file === 'core/blocks/sanitise-html.ts');
    expect(sanitiser).toEqual([]);
  });

  it('reaches the page editor only through its dynamic import (preview mode)', () => {
    const relative = [...files].map((file) => path.relative(ROOT, file));
    // The seams: the routes' choice of view, and the two lazy loaders (editor shell, viewport frame).
    const seams = [
      'app/editor/editable-page-blocks.tsx',
      'app/editor/shell/lazy-editor-shell.tsx',
      'app/editor/viewport/index.ts',
    ];
    expect(relative).toEqual(expect.arrayContaining(seams));
    expect(relative.filter((file) => file.startsWith('app/editor/') && !seams.includes(file))).toEqual([]);
  });
});
