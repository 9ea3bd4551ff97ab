import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The tags of what a render shows, gathered while it runs: reads call noteShown, and whoever caches the
 * result (the page cache, the block data cache) keeps the tags with it. Nested collectors pass what they
 * gather up to the enclosing ones, so a cached read answered again still tags the page around it.
 */
export class ShownTags {
  readonly tags = new Set<string>();

  constructor(private readonly parent: ShownTags | undefined = undefined) {}

  add(tags: Iterable<string>): void {
    for (const tag of tags) this.tags.add(tag);
    this.parent?.add(tags);
  }
}

const current = new AsyncLocalStorage<ShownTags>();

/** Runs work with a collector of its own; what it notes also reaches any enclosing collector. */
export async function collectShown<T>(work: () => Promise<T>): Promise<{ value: T; tags: Set<string> }> {
  const collector = new ShownTags(current.getStore());
  const value = await current.run(collector, work);
  return { value, tags: collector.tags };
}

/** Records that what is being rendered shows these things (no-op outside a collector). */
export function noteShown(...tags: string[]): void {
  current.getStore()?.add(tags);
}
