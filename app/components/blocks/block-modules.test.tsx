import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { visibleBlocks } from '../../../core/blocks/publishing';
import { blockFromStored } from '../../../core/blocks/types';
import { BLOCK_TYPE_NAMES } from '../../../core/blocks/types/index';
import {
  isBlockTypeLoaded,
  LOADABLE_BLOCK_TYPES,
  lazyBlockComponent,
  loadBlockComponent,
  loadBlockTypes,
} from './block-modules';

// Not test-utils.tsx: it brings every type's component (every-block-type.ts), which this file must not have
// until its last test.

describe('block components loaded per type', () => {
  it('can load every type of core, and nothing else', () => {
    expect([...LOADABLE_BLOCK_TYPES].sort()).toEqual([...BLOCK_TYPE_NAMES].sort());
  });

  it('waits for a type until its chunk is in, then renders it at once', async () => {
    const [quote] = visibleBlocks(
      [blockFromStored({ uid: 'q', type: 'quote', properties: { quote: 'Printed with care' } })],
      'native',
    );
    if (!quote) throw new Error('no quote');
    const Quote = lazyBlockComponent('quote');
    const page = () =>
      renderToString(
        <Suspense fallback="waiting">
          <Quote block={quote} properties={quote.properties} first={false} />
        </Suspense>,
      );
    expect(isBlockTypeLoaded('quote')).toBe(false);
    expect(page()).toContain('waiting');
    // The types pages hydrate most come with the renderer.
    expect(isBlockTypeLoaded('slideshow')).toBe(true);

    const loading = loadBlockTypes(['quote', 'quote', 'hologram']);
    expect(loadBlockTypes(['quote'])).toBe(loading);
    await loading;
    expect((loading as { status?: string }).status).toBe('fulfilled');
    expect(isBlockTypeLoaded('quote')).toBe(true);
    expect(isBlockTypeLoaded('text')).toBe(false);
    expect(page()).not.toContain('waiting');
    expect(page()).toContain('Printed with care');
    // Nothing left to load: a settled promise, which use() reads without waiting.
    expect((loadBlockTypes(['quote']) as { status?: string }).status).toBe('fulfilled');
  });

  it('loads for each type the same component the eager registry has', async () => {
    const { BLOCK_COMPONENTS } = await import('./every-block-type');
    for (const type of LOADABLE_BLOCK_TYPES) {
      expect(await loadBlockComponent(type), type).toBe(BLOCK_COMPONENTS[type]);
    }
    // every-block-type.ts hands its components over: nothing is fetched after it.
    for (const type of LOADABLE_BLOCK_TYPES) expect(isBlockTypeLoaded(type), type).toBe(true);
  });
});
