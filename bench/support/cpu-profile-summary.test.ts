import { describe, expect, it } from 'vitest';
import { placeOf, summariseProfile } from './cpu-profile-summary';

const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 });

describe('cpu profile summary', () => {
  it('names where code lives: a package, a folder of ours, node or a V8 pseudo frame', () => {
    expect(placeOf('file:///x/node_modules/@fastify/compress/index.js', 'f')).toBe('@fastify/compress');
    expect(placeOf('file:///x/node_modules/react-dom/cjs/server.js', 'f')).toBe('react-dom');
    expect(placeOf('file:///work/app/core/images/url.ts', 'f')).toBe('core/images');
    expect(placeOf('file:///work/app/build/server/assets/server-build.js', 'f')).toBe('build/server');
    expect(placeOf('node:zlib', 'f')).toBe('node:zlib');
    expect(placeOf('', '(garbage collector)')).toBe('((garbage collector))');
  });

  it('sums self time by function and place, and total time up the stack', () => {
    const summary = summariseProfile(
      {
        nodes: [
          { id: 1, callFrame: frame('(root)', ''), children: [2, 4] },
          { id: 2, callFrame: frame('render', 'file:///p/node_modules/react-dom/a.js'), children: [3] },
          { id: 3, callFrame: frame('srcset', 'file:///p/core/images/srcset.ts') },
          { id: 4, callFrame: frame('(idle)', '') },
        ],
        samples: [2, 3, 3, 4],
        timeDeltas: [1000, 2000, 3000, 5000],
        startTime: 0,
        endTime: 11000,
      },
      { excludeIdle: true },
    );
    expect(summary.totalMs).toBe(6);
    expect(summary.byPlace[0]).toMatchObject({ name: 'core/images', ms: 5 });
    expect(summary.inclusive.find((row) => row.name.startsWith('render'))?.ms).toBe(6);
  });
});
