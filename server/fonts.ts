import { createReadStream } from 'node:fs';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { type FontStyle, findFont, hasFace } from '../core/fonts';
import { packageFilesDir } from '../domain/studio/fonts';

/**
 * The studio's web fonts, from the @fontsource packages the platform ships (nothing is fetched elsewhere):
 *
 * - GET /fonts/{family}.css?weights=400,700&display=swap — @font-face rules for the family's latin and
 *   latin-ext faces in those weights (upright and, where it has them, italic); what core/fonts FontLoader
 *   loads as a stylesheet.
 * - GET /fonts/files/{package}/{file}.woff2 — the face files those rules point at, cached for a year.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SUBSETS = new Set(['latin', 'latin-ext']);
const FILE = /^([a-z0-9-]+)-(latin|latin-ext)-(\d{3})-(normal|italic)\.woff2$/;

function familyFromSlug(slug: string) {
  return findFont(slug.replace(/-/g, ' '));
}

/** One weight's @font-face rules of the package, latin subsets only, with our URLs and font-display. */
async function faceRules(
  packageName: string,
  weight: number,
  style: FontStyle,
  display: string,
): Promise<string> {
  const directory = path.dirname(packageFilesDir(packageName));
  const css = await readFile(
    path.join(directory, `${weight}${style === 'italic' ? '-italic' : ''}.css`),
    'utf8',
  );
  const slug = packageName.replace('@fontsource/', '');
  return css
    .split(/(?=\/\* )/)
    .filter((block) => {
      const subset = /\/\* [a-z0-9-]+?-(latin(?:-ext)?)-\d{3}-(?:normal|italic) \*\//.exec(block)?.[1];
      return subset !== undefined && SUBSETS.has(subset);
    })
    .map((block) =>
      block
        .replace(/font-display:\s*[a-z]+;/, `font-display: ${display};`)
        .replace(/,\s*url\(\.\/files\/[^)]+\.woff\) format\('woff'\)/g, '')
        .replace(/url\(\.\/files\/([^)]+)\)/g, (_match, file: string) => `url(/fonts/files/${slug}/${file})`),
    )
    .join('');
}

/** Shared, cacheable responses must not carry the session cookies other hooks add. */
const withoutCookies = {
  onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.removeHeader('Set-Cookie');
    return payload;
  },
};

export function registerFontRoutes(app: FastifyInstance): void {
  // Families × weight choices × display: bounded, the least recently asked forgotten first.
  const stylesheets = new LRUCache<string, Promise<string>>({ max: 200 });

  app.get('/fonts/:stylesheet', withoutCookies, async (request, reply) => {
    const { stylesheet } = request.params as { stylesheet: string };
    const query = request.query as Record<string, string | undefined>;
    const match = /^([a-z0-9-]{1,60})\.css$/.exec(stylesheet);
    const font = match?.[1] ? familyFromSlug(match[1]) : undefined;
    if (!font) return reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Font not found' });
    const asked = (query.weights ?? '400,700')
      .split(',')
      .map(Number)
      .filter((weight) => font.weights.includes(weight));
    const weights = [...new Set(asked.length > 0 ? asked : [font.defaultWeight])].sort((a, b) => a - b);
    const display = query.display === 'block' ? 'block' : 'swap';
    const key = `${font.name}|${weights.join(',')}|${display}`;
    let css = stylesheets.get(key);
    if (!css) {
      const styles: FontStyle[] = font.italic ? ['normal', 'italic'] : ['normal'];
      css = Promise.all(
        weights.flatMap((weight) =>
          styles
            .filter((style) => hasFace(font, weight, style))
            .map((style) => faceRules(font.package, weight, style, display)),
        ),
      ).then((rules) => rules.join('\n'));
      stylesheets.set(key, css);
    }
    return reply
      .header('Cache-Control', 'public, max-age=86400')
      .type('text/css; charset=utf-8')
      .send(await css);
  });

  app.get('/fonts/files/:slug/:file', withoutCookies, async (request, reply) => {
    const { slug, file } = request.params as { slug: string; file: string };
    const match = FILE.exec(file);
    const font = familyFromSlug(slug);
    if (!match || !font || match[1] !== slug) {
      return reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Font not found' });
    }
    const full = path.join(packageFilesDir(font.package), file);
    const present = await access(full).then(
      () => true,
      () => false,
    );
    if (!present)
      return reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Font not found' });
    return reply.header('Cache-Control', IMMUTABLE).type('font/woff2').send(createReadStream(full));
  });
}
