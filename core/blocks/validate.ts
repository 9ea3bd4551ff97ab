/**
 * Page validation on save (spec §5, §8): every block property through its type's schema, the §5 block
 * rules, link safety, sizes, and the page's own fields. The result lists every invalid field by path
 * ('blocks.2.properties.fontScale') under the message 'Page failed validation'.
 */

import { AppError, type FieldErrors } from '../errors/app-error';
import { blockTypeNotRegistered, ERROR_MESSAGES } from '../errors/messages';
import { LAYOUT_NAMES } from '../layouts/layouts';
import { isSafeLink } from '../links/safe';
import { normalisePageUrl } from '../pages/naming';
import { maxLength, maxValue, minValue, required } from '../validation/messages';
import { BLOCK_MESSAGES } from './messages';
import { PAGE_LIMITS } from './page-limits';
import type { BlockRegistry } from './registry';
import { clampSize } from './rules';
import { HTML_PROPERTIES, sanitiseHtml } from './sanitise-html';
import { BLOCK_SCHEMAS, type BlockSchemas } from './schemas/index';
import { BLOCK_TEMPLATES, isBlockTemplate } from './templates';
import { type Block, type BlockProperties, LOGIN_STATES, type Page } from './types';

export {
  BUTTON_STYLE_KEYS,
  clampSize,
  ICON_POSITIONS,
  isIconPosition,
  isValidFontScale,
  isValidTitleSize,
  unknownButtonStyleKeys,
  visibleBannerActions,
} from './rules';
export { HTML_PROPERTIES } from './sanitise-html';
export { PAGE_LIMITS };

export interface PropertyValidation {
  ok: boolean;
  /** The parsed properties (unknown keys stripped, HTML sanitised); the input unchanged when invalid. */
  properties: BlockProperties;
  /** Field errors by property path ('fontScale', 'actions.0.href'). */
  errors: FieldErrors;
}

function addError(errors: FieldErrors, field: string, message: string): void {
  errors[field] ??= [];
  if (!errors[field].includes(message)) errors[field].push(message);
}

/**
 * A block's properties checked by its type's schema, with HTML properties sanitised. A type the registry
 * knows but that has no schema cannot be saved: it throws like an unregistered one.
 */
export function validateBlockProperties(
  registry: BlockRegistry<unknown>,
  type: string,
  properties: unknown,
  schemas: BlockSchemas = BLOCK_SCHEMAS,
): PropertyValidation {
  registry.get(type);
  const schema = Object.hasOwn(schemas, type) ? schemas[type] : undefined;
  if (!schema) throw new Error(blockTypeNotRegistered(type));
  const result = schema.safeParse(properties ?? {});
  if (!result.success) {
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      addError(errors, issue.path.length > 0 ? issue.path.map(String).join('.') : '_', issue.message);
    }
    return { ok: false, properties: (properties ?? {}) as BlockProperties, errors };
  }
  const parsed: BlockProperties = { ...result.data };
  for (const key of HTML_PROPERTIES[type] ?? []) {
    if (typeof parsed[key] === 'string') parsed[key] = sanitiseHtml(parsed[key]);
  }
  return { ok: true, properties: parsed, errors: {} };
}

export type PageValidationResult =
  | { ok: true; page: Page; errors: FieldErrors }
  | { ok: false; message: string; page: Page; errors: FieldErrors };

const THEME_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const URL_PATH = /^\/(?:[a-z0-9._~%+-]+\/)*$/;

function validatePageFields(page: Page, errors: FieldErrors): string {
  let url = '/';
  if (typeof page.url !== 'string') {
    addError(errors, 'url', required);
  } else if (page.url.length > PAGE_LIMITS.urlLength) {
    addError(errors, 'url', maxLength(PAGE_LIMITS.urlLength));
  } else {
    url = normalisePageUrl(page.url);
    if (!URL_PATH.test(url)) {
      addError(errors, 'url', 'Page addresses may only contain letters, numbers, dashes, dots and slashes');
    }
  }
  if (!(LAYOUT_NAMES as readonly unknown[]).includes(page.layout)) {
    addError(errors, 'layout', BLOCK_MESSAGES.oneOf(LAYOUT_NAMES));
  }
  const properties = typeof page.properties === 'object' && page.properties !== null ? page.properties : {};
  const { loginState, title, description, ogImage, searchIcon, ySpacing } = properties;
  if (loginState !== undefined && !(LOGIN_STATES as readonly unknown[]).includes(loginState)) {
    addError(errors, 'properties.loginState', BLOCK_MESSAGES.oneOf(LOGIN_STATES));
  }
  for (const [key, value, max] of [
    ['title', title, PAGE_LIMITS.titleLength],
    ['description', description, PAGE_LIMITS.descriptionLength],
  ] as const) {
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') addError(errors, `properties.${key}`, BLOCK_MESSAGES.notText);
    else if (value.length > max) addError(errors, `properties.${key}`, maxLength(max));
  }
  for (const key of ['isStorePage', 'isMailPage', 'isSearchable'] as const) {
    const value = properties[key];
    if (value !== undefined && value !== null && typeof value !== 'boolean') {
      addError(errors, `properties.${key}`, BLOCK_MESSAGES.notABoolean);
    }
  }
  if (ogImage !== undefined && ogImage !== null && (typeof ogImage !== 'string' || !isSafeLink(ogImage))) {
    addError(errors, 'properties.ogImage', BLOCK_MESSAGES.linkNotAllowed);
  }
  if (
    searchIcon !== undefined &&
    searchIcon !== null &&
    (typeof searchIcon !== 'string' || searchIcon.length > 100)
  ) {
    addError(errors, 'properties.searchIcon', maxLength(100));
  }
  if (ySpacing !== undefined && ySpacing !== null) {
    if (typeof ySpacing !== 'number' || !Number.isFinite(ySpacing)) {
      addError(errors, 'properties.ySpacing', BLOCK_MESSAGES.notANumber);
    } else if (ySpacing < 0) {
      addError(errors, 'properties.ySpacing', minValue(0));
    } else if (ySpacing > PAGE_LIMITS.maxYSpacing) {
      addError(errors, 'properties.ySpacing', maxValue(PAGE_LIMITS.maxYSpacing));
    }
  }
  if (!Array.isArray(page.preloadables)) {
    if (page.preloadables !== undefined) addError(errors, 'preloadables', BLOCK_MESSAGES.notAList);
  } else {
    if (page.preloadables.length > PAGE_LIMITS.maxPreloadables) {
      addError(errors, 'preloadables', BLOCK_MESSAGES.tooManyItems(PAGE_LIMITS.maxPreloadables));
    }
    page.preloadables.forEach((entry, index) => {
      if (typeof entry !== 'string' || !isSafeLink(entry)) {
        addError(errors, `preloadables.${index}`, BLOCK_MESSAGES.linkNotAllowed);
      }
    });
  }
  if (
    page.theme !== null &&
    page.theme !== undefined &&
    (typeof page.theme !== 'string' || !THEME_NAME.test(page.theme))
  ) {
    addError(errors, 'theme', 'Theme names may only contain letters, numbers, dashes and underscores');
  }
  return url;
}

interface BlockWalk {
  registry: BlockRegistry<unknown>;
  schemas: BlockSchemas;
  errors: FieldErrors;
  uids: Set<string>;
  count: number;
  maxBlocks: number;
  maxDepth: number;
}

function validateBlocks(
  blocks: unknown,
  path: string,
  depth: number,
  walk: BlockWalk,
  parent: string | null,
): Block[] {
  if (!Array.isArray(blocks)) {
    if (blocks !== undefined) addError(walk.errors, path, BLOCK_MESSAGES.notAList);
    return [];
  }
  if (blocks.length > 0 && depth > walk.maxDepth) {
    addError(walk.errors, path, BLOCK_MESSAGES.tooDeep(walk.maxDepth));
    return [];
  }
  const out: Block[] = [];
  blocks.forEach((candidate: unknown, index) => {
    const at = `${path}.${index}`;
    if (typeof candidate !== 'object' || candidate === null) {
      addError(walk.errors, at, BLOCK_MESSAGES.notAnObject);
      return;
    }
    const block = candidate as Block;
    if (block.flags?.placeholder) return; // editor placeholders are never saved
    walk.count += 1;
    if (walk.count === walk.maxBlocks + 1)
      addError(walk.errors, 'blocks', BLOCK_MESSAGES.tooManyBlocks(walk.maxBlocks));
    if (typeof block.uid !== 'string' || block.uid.trim() === '') {
      addError(walk.errors, `${at}.uid`, BLOCK_MESSAGES.blockUidRequired);
    } else if (walk.uids.has(block.uid)) {
      addError(walk.errors, `${at}.uid`, BLOCK_MESSAGES.blockUidDuplicate);
    } else {
      walk.uids.add(block.uid);
    }
    const order =
      typeof block.order === 'number' && !Number.isNaN(block.order) ? block.order : Number.POSITIVE_INFINITY;
    if (block.template !== undefined && block.template !== null && !isBlockTemplate(block.template)) {
      addError(walk.errors, `${at}.template`, BLOCK_MESSAGES.oneOf(BLOCK_TEMPLATES));
    }
    const base = {
      uid: block.uid,
      id: typeof block.id === 'number' ? block.id : null,
      type: block.type,
      order,
      parent,
      unpublished: block.unpublished === true,
      template: isBlockTemplate(block.template) ? block.template : null,
    };
    if (block.flags?.deleted) {
      // Deleted blocks are kept as tombstones (the flag survives the save) with nothing left to render.
      out.push({ ...base, size: clampSize(block.size), flags: { deleted: true }, properties: {}, items: [] });
      return;
    }
    if (typeof block.type !== 'string' || block.type === '') {
      addError(walk.errors, `${at}.type`, required);
      return;
    }
    if (!walk.registry.has(block.type) || !Object.hasOwn(walk.schemas, block.type)) {
      addError(walk.errors, `${at}.type`, blockTypeNotRegistered(block.type));
      return;
    }
    const size = block.size as unknown;
    if (size !== undefined && size !== null) {
      const x = (size as { x?: unknown }).x;
      const y = (size as { y?: unknown }).y;
      if (
        typeof size !== 'object' ||
        (x !== undefined && (typeof x !== 'number' || !Number.isFinite(x) || x < 1 || x > 12))
      ) {
        addError(walk.errors, `${at}.size`, BLOCK_MESSAGES.blockSize);
      } else if (y !== undefined && (typeof y !== 'number' || !Number.isFinite(y))) {
        addError(walk.errors, `${at}.size`, BLOCK_MESSAGES.notANumber);
      }
    }
    const checked = validateBlockProperties(walk.registry, block.type, block.properties, walk.schemas);
    for (const [field, messages] of Object.entries(checked.errors)) {
      for (const message of messages) addError(walk.errors, `${at}.properties.${field}`, message);
    }
    const items = validateBlocks(block.items, `${at}.items`, depth + 1, walk, block.uid);
    out.push({
      ...base,
      // A block is never narrower than its type's minimum.
      size: clampSize(block.size as Block['size'] | undefined, walk.registry.minSize(block.type)),
      flags: {},
      properties: checked.properties,
      items,
    });
  });
  return out;
}

export interface ValidatePageOptions {
  /** Property schemas by type name (every type of spec §3 by default). */
  schemas?: BlockSchemas;
  maxBlocks?: number;
  maxDepth?: number;
}

/**
 * Checks a page for saving. On success `page` is what to store: URL normalised, block properties
 * parsed (unknown keys stripped, HTML sanitised), sizes clamped to each type's minimum, editor
 * placeholders dropped, transient flags cleared, deleted blocks kept as tombstones. On failure `errors`
 * maps every invalid field to its messages and `message` is 'Page failed validation'.
 */
export function validatePage(
  page: Page,
  registry: BlockRegistry<unknown>,
  options: ValidatePageOptions = {},
): PageValidationResult {
  const errors: FieldErrors = {};
  const url = validatePageFields(page, errors);
  const walk: BlockWalk = {
    registry,
    schemas: options.schemas ?? BLOCK_SCHEMAS,
    errors,
    uids: new Set(),
    count: 0,
    maxBlocks: options.maxBlocks ?? PAGE_LIMITS.maxBlocks,
    maxDepth: options.maxDepth ?? PAGE_LIMITS.maxDepth,
  };
  const blocks = validateBlocks(page.blocks, 'blocks', 1, walk, null);
  const cleaned: Page = { ...page, url, blocks };
  if (Object.keys(errors).length > 0) {
    return { ok: false, message: ERROR_MESSAGES.pageFailedValidation, page: cleaned, errors };
  }
  return { ok: true, page: cleaned, errors };
}

/** The page to store, or throws the 422 AppError 'Page failed validation' listing the fields. */
export function assertValidPage(
  page: Page,
  registry: BlockRegistry<unknown>,
  options?: ValidatePageOptions,
): Page {
  const result = validatePage(page, registry, options);
  if (!result.ok) throw new AppError('invalid', result.message, result.errors);
  return result.page;
}
