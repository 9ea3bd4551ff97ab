import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self)';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * What a hashed build file (a script, the stylesheet, a font under /assets/) does without: the policies
 * that only a document or a frame obeys, and validators its year-long immutable caching never uses. A page
 * loads 30 to 50 such files, each answer carrying them again (about 300 bytes) on a phone's connection.
 */
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'referrer-policy',
  'x-frame-options',
  'etag',
  'last-modified',
] as const;

/** A file of the client build, served as itself (not a page answering for a missing one). */
export function isBuildAsset(url: string, status: number, contentType: unknown): boolean {
  if (!url.startsWith('/assets/') || (status !== 200 && status !== 206)) return false;
  return typeof contentType === 'string' && !contentType.startsWith('text/html');
}

/**
 * Headers every response carries (hashed build files apart: isBuildAsset), through @fastify/helmet: nosniff, the referrer and opener policies,
 * X-Frame-Options DENY and, behind TLS, HSTS (without includeSubDomains: stores' custom domains are their
 * owners'). Helmet writes them as the request arrives; an answer that sets one itself wins (HTML pages say
 * SAMEORIGIN). Helmet has no Permissions-Policy, and its CSP would come before the handler could say
 * whether it sets its own, so those two stay here: HTML responses set a CSP with a per-request nonce
 * (react-router.ts, documentCsp), SVG images theirs, anything else gets the API's.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { secure: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.secure ? { maxAge: ONE_YEAR_S, includeSubDomains: false } : false,
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: true,
    xXssProtection: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isBuildAsset(request.url, reply.statusCode, reply.getHeader('content-type'))) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      return payload;
    }
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', API_CSP);
    return payload;
  });
}

/** The CSP for server-rendered pages: scripts only from this origin or carrying the nonce. */
export function documentCsp(nonce: string, options: { dev: boolean; stripe?: boolean }): string {
  // Stripe.js must come from Stripe (card fields live in its frames), only when Stripe takes payments.
  const stripeScript = options.stripe ? ' https://js.stripe.com' : '';
  const stripeConnect = options.stripe ? ' https://api.stripe.com' : '';
  const scriptSrc = options.dev
    ? `'self' 'unsafe-inline' 'unsafe-eval'${stripeScript}`
    : `'self' 'nonce-${nonce}'${stripeScript}`;
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${stripeConnect}${options.dev ? ' ws: wss:' : ''}`,
    'frame-src https: http:',
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
