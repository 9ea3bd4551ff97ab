import type { FastifyInstance } from 'fastify';

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Headers every response carries; HTML responses set their own CSP with a per-request nonce. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', API_CSP);
    if (!reply.hasHeader('X-Frame-Options')) reply.header('X-Frame-Options', 'DENY');
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
