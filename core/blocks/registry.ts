import { LIMITS } from '../constants/limits';
import { blockTypeNotRegistered } from '../errors/messages';
import { BLOCK_ERRORS } from './messages';
import {
  type Block,
  type BlockOverrides,
  type BlockProperties,
  isPseudoType,
  newUid,
  PAGE_KINDS,
  type PageKind,
} from './types';

/** Makes a new block of a type (the editor's 'add block'). */
export type BlockBuilder = (type: BlockType, overrides: BlockOverrides) => Block;

/**
 * A block type: name, title, defaults, minimum and default width, the page kinds or layouts it suits, and
 * slots for the component and builder, which the app attaches (core stays React-free; `C` is whatever the
 * app renders with). Its property schema lives apart, in core/blocks/schemas: validation happens on save,
 * so the storefront never ships it.
 */
export interface BlockType<C = unknown> {
  readonly name: string;
  readonly title: string;
  readonly defaults: Readonly<BlockProperties>;
  /** Narrowest width in grid columns (3 by default; banner and carousel 12). */
  readonly minSize: number;
  /** Width of a new block in grid columns. */
  readonly size: number;
  /** Page kinds (native, subdomain, atlas, store-platform) and layout names the type is offered on. */
  readonly compatibility: ReadonlySet<string>;
  /** Left out of the block menu: pseudo-items (types '_like_this_') are always hidden. */
  readonly hidden: boolean;
  readonly builder?: BlockBuilder;
  readonly component?: C;
}

export interface BlockTypeConfig<P extends BlockProperties> {
  name: string;
  title: string;
  defaults: P;
  minSize?: number;
  size?: number;
  compatibility?: Iterable<string>;
  hidden?: boolean;
  builder?: BlockBuilder;
}

/** Every page kind: a type that may go on any page. */
export const EVERYWHERE: ReadonlySet<string> = new Set<PageKind>(PAGE_KINDS);
/** The platform's own and operator (atlas) pages: dashboard blocks. */
export const DASHBOARD: ReadonlySet<string> = new Set<PageKind>(['native', 'atlas']);
/** The platform's marketing pages and the dashboard. */
export const PLATFORM: ReadonlySet<string> = new Set<PageKind>(['native', 'atlas', 'store-platform']);
/** Pages in the mail layout (mail pages, /teemail/...). */
export const MAIL: ReadonlySet<string> = new Set(['mail']);

function freezeDeep<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const key of Object.keys(value)) freezeDeep((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

/** A block type from its configuration; defaults are deep-frozen, minSize defaults to 3. */
export function defineBlockType<P extends BlockProperties>(config: BlockTypeConfig<P>): BlockType {
  const minSize = config.minSize ?? LIMITS.minBlockSize;
  if (!Number.isInteger(minSize) || minSize < 1 || minSize > LIMITS.gridColumns) {
    throw new RangeError(`Block type ${config.name}: minSize must be 1-${LIMITS.gridColumns}`);
  }
  const size = Math.max(minSize, Math.min(LIMITS.gridColumns, config.size ?? LIMITS.gridColumns));
  return Object.freeze({
    name: config.name,
    title: config.title,
    defaults: freezeDeep(structuredClone(config.defaults)),
    minSize,
    size,
    compatibility: new Set(config.compatibility ?? EVERYWHERE),
    hidden: config.hidden === true || isPseudoType(config.name),
    ...(config.builder ? { builder: config.builder } : {}),
  });
}

/** Whether a type is offered on a page: its compatibility set holds the page's kind or its layout. */
export function isCompatible(type: BlockType, page: { kind?: string; layout?: string }): boolean {
  return (
    (page.kind !== undefined && type.compatibility.has(page.kind)) ||
    (page.layout !== undefined && type.compatibility.has(page.layout))
  );
}

/**
 * A block's properties with the type's defaults filled in: a stored property that is missing, undefined
 * or null takes the default. Keys the type does not know are kept (the schema strips them on save).
 */
export function withDefaults(
  type: Pick<BlockType, 'defaults'>,
  properties: BlockProperties,
): BlockProperties {
  const merged = copyOfPlainData(type.defaults) as BlockProperties;
  for (const [key, value] of Object.entries(properties)) {
    if (value !== undefined && value !== null) merged[key] = value;
  }
  return merged;
}

/**
 * A deep copy of JSON-shaped data (plain objects and arrays; anything else is kept as it is). Defaults are
 * copied for every block on every render, where structuredClone's serialising was 2 % of a 30-block page's
 * server time.
 */
function copyOfPlainData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyOfPlainData);
  if (value === null || typeof value !== 'object') return value;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = copyOfPlainData((value as Record<string, unknown>)[key]);
  return copy;
}

/** The standard builder: a new block of the type with its defaults, default size and any overrides. */
export const buildFromDefaults: BlockBuilder = (type, overrides) => {
  const uid = overrides.uid ?? newUid();
  return {
    uid,
    id: overrides.id ?? null,
    type: type.name,
    order: overrides.order ?? Number.POSITIVE_INFINITY,
    size: {
      x: Math.max(type.minSize, overrides.size?.x ?? type.size),
      y: overrides.size?.y ?? 1,
    },
    flags: { ...overrides.flags },
    properties: { ...structuredClone(type.defaults), ...overrides.properties },
    items: (overrides.items ?? []).map((item) => ({ ...item, parent: uid })),
    parent: overrides.parent ?? null,
    unpublished: overrides.unpublished ?? false,
    template: overrides.template ?? null,
  };
};

export interface ListOptions {
  /** Include hidden types and pseudo-items (default false). */
  includeHidden?: boolean;
  /** Only types compatible with this page. */
  compatibleWith?: { kind?: string; layout?: string };
}

/** The block types known to one app. Each app (server, browser) keeps its own, so attaching is local. */
export class BlockRegistry<C = unknown> {
  readonly #types = new Map<string, BlockType<C>>();

  constructor(types: Iterable<BlockType> = []) {
    for (const type of types) this.register(type);
  }

  /** Adds a type; a second type under a name already taken throws. */
  register(type: BlockType<C> | BlockType): this {
    if (this.#types.has(type.name)) throw new Error(BLOCK_ERRORS.typeConflict);
    this.#types.set(type.name, type as BlockType<C>);
    return this;
  }

  /** The type of a name; throws "Block type of {type} hasn't been registered" for an unknown one. */
  get(name: string): BlockType<C> {
    const type = this.#types.get(name);
    if (!type) throw new Error(blockTypeNotRegistered(name));
    return type;
  }

  has(name: string): boolean {
    return this.#types.has(name);
  }

  /** Registered types in registration order; hidden ones only when asked. */
  list(options: ListOptions = {}): BlockType<C>[] {
    return [...this.#types.values()].filter(
      (type) =>
        (options.includeHidden || !type.hidden) &&
        (!options.compatibleWith || isCompatible(type, options.compatibleWith)),
    );
  }

  /** Attaches the app's component and/or builder to a registered type. */
  attach(name: string, parts: { component?: C; builder?: BlockBuilder }): BlockType<C> {
    const type = this.get(name);
    const next: BlockType<C> = Object.freeze({ ...type, ...parts });
    this.#types.set(name, next);
    return next;
  }

  /** Narrowest width of a type; the default minimum (3) for an unknown one. */
  minSize(name: string): number {
    return this.#types.get(name)?.minSize ?? LIMITS.minBlockSize;
  }

  /**
   * A new block of a type through the type's builder. Throws 'Unable to make block, no type was defined'
   * without a type, the unregistered-type error for an unknown one, and 'Tried to make type but no
   * builder was defined' when the type has no builder.
   */
  makeBlock(type?: string | null, overrides: BlockOverrides = {}): Block {
    if (!type) throw new Error(BLOCK_ERRORS.noType);
    const definition = this.get(type);
    if (!definition.builder) throw new Error(BLOCK_ERRORS.noBuilder);
    return definition.builder(definition, overrides);
  }

  /** A block's properties with its type's defaults (the properties unchanged for an unknown type). */
  propertiesOf(block: Pick<Block, 'type' | 'properties'>): BlockProperties {
    const type = this.#types.get(block.type);
    return type ? withDefaults(type, block.properties) : { ...block.properties };
  }
}
