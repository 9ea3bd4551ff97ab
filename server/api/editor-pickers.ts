import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LINK_CHOICE_TYPES } from '../../core/store';
import { LIBRARY_MAX_BYTES, LIBRARY_MESSAGES } from '../../core/store/media-library';
import type { Actor, ServiceContext } from '../../domain/context';
import type { Database } from '../../domain/db';
import { type LibraryFile, listLibrary, uploadLibraryFile } from '../../domain/media-library';
import { searchLinkTargets } from '../../domain/menu-admin';
import { assertCanEditPages, PAGE_MESSAGES } from '../../domain/pages';
import type { MediaStorage } from '../../domain/storage';
import { mapError } from '../plugins/error-mapping';
import { actorFor, requireStore } from './context';
import type { ApiRoutes } from './route';

/**
 * What the page editor's pickers need, on the store's own origin (the editor runs there in preview mode):
 * link targets (§2 link picker) and the store's files library (list and upload). Page editors only.
 */
export interface EditorRouteOptions {
  /** Who is asking; the request's actor (actorFor) unless given. */
  actor?: (request: FastifyRequest) => Actor;
  /** Where uploads are stored. */
  media: MediaStorage;
}

export const EDITOR_PICKER_MESSAGES = {
  searchTooLong: 'Search for at most 100 characters',
  badPage: 'The page must be a whole number from 1',
} as const;

const linkTargetsQuery = z.object({
  search: z.string().max(100, EDITOR_PICKER_MESSAGES.searchTooLong).optional(),
});

const filesQuery = z.object({
  search: z.string().max(100, EDITOR_PICKER_MESSAGES.searchTooLong).optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, EDITOR_PICKER_MESSAGES.badPage)
    .transform(Number)
    .optional(),
});

const linkChoice = z.object({
  text: z.string(),
  href: z.string().describe("A path, an address, or '@name' (an in-app event)"),
  type: z.enum(LINK_CHOICE_TYPES),
});

const libraryFile = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(['image', 'file']),
  mimeType: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  altText: z.string(),
  path: z.string().describe('The original, a /media/ path'),
  thumbnail: z.string().nullable(),
});

const fileJson = (file: LibraryFile) => ({
  id: file.id,
  name: file.name,
  type: file.type,
  mimeType: file.mimeType,
  width: file.width,
  height: file.height,
  altText: file.altText,
  path: file.path,
  thumbnail: file.thumbnail,
});

const EDITOR_ERRORS = {
  403: `${PAGE_MESSAGES.insufficientPermissions} (not one of this store's page editors)`,
  404: 'No store at this host',
};

function fileName(request: FastifyRequest): string {
  const encoded = String(request.headers['x-file-name'] ?? '');
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}

/** The page editor's picker data for the store of the request's host. */
export function registerEditorPickerRoutes(
  app: FastifyInstance,
  routes: ApiRoutes,
  db: Database,
  options: EditorRouteOptions,
): void {
  const actor = options.actor ?? actorFor;
  const editorContext = async (request: FastifyRequest): Promise<ServiceContext> => {
    const ctx: ServiceContext = { store: requireStore(request), actor: actor(request), db };
    await assertCanEditPages(ctx);
    return ctx;
  };

  routes.define(app, {
    method: 'GET',
    url: '/editor/link-targets',
    summary:
      "The link picker's targets (§2) whose name or address holds ?search: this store's products, collections, blog and posts, pages, then custom actions and studio links; each as text, href and type",
    tags: ['editor'],
    query: linkTargetsQuery,
    response: z.array(linkChoice),
    errors: EDITOR_ERRORS,
    handler: async ({ query }, request) =>
      searchLinkTargets(await editorContext(request), query.search ?? ''),
  });

  routes.define(app, {
    method: 'GET',
    url: '/editor/files',
    summary: "This store's files library for the image picker, newest first, 50 a page, searched by ?search",
    tags: ['editor'],
    query: filesQuery,
    response: z.object({
      files: z.array(libraryFile),
      page: z.number(),
      lastPage: z.number(),
      total: z.number(),
    }),
    errors: EDITOR_ERRORS,
    handler: async ({ query }, request) => {
      const library = await listLibrary(await editorContext(request), {
        page: query.page,
        search: query.search,
      });
      return { ...library, files: library.files.map(fileJson) };
    },
  });

  app.register(async (scope) => {
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: LIBRARY_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply
          .code(413)
          .send({ message: LIBRARY_MESSAGES.tooLarge, errors: { file: [LIBRARY_MESSAGES.tooLarge] } });
      }
      const { status, body } = mapError(error);
      if (status >= 500) reply.log.error({ err: error }, 'request failed');
      return reply.code(status).send(body);
    });
    routes.define(scope, {
      method: 'POST',
      url: '/editor/files/',
      summary: `Adds a file to this store's library from the image picker: the body is the file itself with its Content-Type (PNG, JPEG, WebP, SVG or PDF) and its name in X-File-Name, at most ${LIBRARY_MAX_BYTES / 1024 / 1024} MB`,
      tags: ['editor'],
      response: libraryFile,
      errors: { ...EDITOR_ERRORS, 413: LIBRARY_MESSAGES.tooLarge },
      handler: async (_input, request) =>
        fileJson(
          await uploadLibraryFile(await editorContext(request), options.media, {
            name: fileName(request),
            contentType: request.headers['content-type'],
            data: request.body,
          }),
        ),
    });
  });
}
