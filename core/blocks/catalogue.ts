import { BlockRegistry, buildFromDefaults } from './registry';
import { BLOCK_TYPES } from './types/index';

export interface CreateBlockRegistryOptions {
  /** Give every visible type the standard builder (its defaults and default size); default true. */
  builders?: boolean;
}

/**
 * A registry holding every block type of spec §3. Visible types get the standard builder unless
 * `builders` is false; hidden types (placeholder, pseudo-items) have none, so makeBlock refuses them.
 * The app attaches its components (and any builder of its own) with `attach`.
 */
export function createBlockRegistry<C = unknown>(options: CreateBlockRegistryOptions = {}): BlockRegistry<C> {
  const registry = new BlockRegistry<C>(BLOCK_TYPES);
  if (options.builders !== false) {
    for (const type of registry.list()) registry.attach(type.name, { builder: buildFromDefaults });
  }
  return registry;
}
