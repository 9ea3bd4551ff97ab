import * as messages from '../messages';
import type { Rule } from '../types';
import { defineRule } from './define';

/** The file name of a string or of a File-like object (`{ name: string }`), else undefined. */
function fileName(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string') {
    return value.name;
  }
  return undefined;
}

/** `'.PNG'` and `'png'` both become `'png'`. */
function normaliseExtension(extension: string): string {
  return extension.trim().replace(/^\./, '').toLowerCase();
}

function hasExtension(value: unknown, allowed: readonly string[]): boolean {
  const name = fileName(value);
  const dot = name?.lastIndexOf('.') ?? -1;
  if (name === undefined || dot < 0) return false;
  return allowed.includes(name.slice(dot + 1).toLowerCase());
}

/**
 * File name (or File-like object, or array of them, all of which must match) ending in one of the
 * given extensions; case-insensitive, with or without a leading dot in the list.
 */
export const fileExtensions: Rule<readonly string[]> = defineRule(
  'file_extensions',
  (value, extensions) => {
    const allowed = extensions.map(normaliseExtension);
    const files = Array.isArray(value) ? value : [value];
    return files.every((file) => hasExtension(file, allowed));
  },
  (extensions) => messages.fileExtensions(extensions),
);
