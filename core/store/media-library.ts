import { z } from 'zod';
import { fileExtensions } from '../validation/messages';
import { optionalText } from './dashboard-settings';

/** The seller's file library (§7 artemis): what may be uploaded and the library's forms. */

export const LIBRARY_FORMATS = ['png', 'jpg', 'webp', 'svg', 'pdf'] as const;
export type LibraryFormat = (typeof LIBRARY_FORMATS)[number];
export const LIBRARY_CONTENT_TYPES: Readonly<Record<string, LibraryFormat>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
};
/** What the file picker accepts. */
export const LIBRARY_ACCEPT = Object.keys(LIBRARY_CONTENT_TYPES).join(',');
export const LIBRARY_MAX_MEGABYTES = 15;
export const LIBRARY_MAX_BYTES = LIBRARY_MAX_MEGABYTES * 1024 * 1024;
export const LIBRARY_PAGE_SIZE = 50;
/** Where the Files page posts each file (a resource route), with and without its trailing slash. */
export const libraryUploadPath = (storeId: number) => `/dashboard/stores/${storeId}/files/upload/`;
export const LIBRARY_UPLOAD_PATHS = [
  '/dashboard/stores/:store/files/upload/',
  '/dashboard/stores/:store/files/upload',
];
export const FILE_NAME_MAX_LENGTH = 200;
export const ALT_TEXT_MAX_LENGTH = 250;

export const LIBRARY_MESSAGES = {
  formats: fileExtensions(LIBRARY_FORMATS),
  empty: 'Please choose a file to upload',
  tooLarge: `The file must be ${LIBRARY_MAX_MEGABYTES} MB or smaller`,
  notPdf: 'This file is not a PDF',
  noSuchFile: 'This file is not in your library.',
  inUse: (count: number) =>
    `This file is used in ${count} ${count === 1 ? 'place' : 'places'}. Remove it from there first.`,
  deleted: (name: string) => `${name} is deleted.`,
  altSaved: 'The description is saved.',
} as const;

/** The library format of an upload's Content-Type, or undefined. */
export function libraryFormatOf(contentType: string | null | undefined): LibraryFormat | undefined {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return LIBRARY_CONTENT_TYPES[type];
}

/** A file name as stored: no folders, no control characters, at most 200 characters; 'upload' if nothing is left. */
export function cleanFileName(name: string | null | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((character) => {
      const code = character.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f;
    })
    .join('')
    .trim()
    .slice(0, FILE_NAME_MAX_LENGTH);
  return cleaned === '' ? 'upload' : cleaned;
}

export const altTextFormSchema = z.object({
  fileId: z.coerce.number().int().positive(),
  altText: optionalText(ALT_TEXT_MAX_LENGTH),
});

export const deleteFileFormSchema = z.object({ fileId: z.coerce.number().int().positive() });

export const libraryQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((value) => value?.trim().slice(0, 100) ?? ''),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .optional()
    .catch(1)
    .transform((value) => value ?? 1),
});
