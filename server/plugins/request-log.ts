import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

export type RequestLogLevel = 'info' | 'debug' | 'silent';

const REDACTED = '[redacted]';

/** Query parameters that carry a secret: emailed links (?token=), codes, keys, signatures. */
const SECRET_PARAMETER = /token|hash|key|secret|password|code|signature|sig$|auth/i;

/**
 * Path segments that are secrets: the unguessable hash or token after these prefixes (receipts, invoices,
 * order pages, quotes, emailed favourites), on the storefront and under /omnis/v3.
 */
const SECRET_AFTER =
  /^((?:\/omnis\/v3)?\/(?:receipt|invoice|order-history|returns|edit-order|update-address|pay|checkout\/receipt|basket\/favourites\/recover|dashboard\/stores\/[^/]+\/quotes)\/)([^/?#]+)/i;

/** A URL as it may be logged: secret path segments and secret query values replaced by '[redacted]'. */
export function redactUrl(url: string): string {
  const cut = url.indexOf('?');
  const path = (cut === -1 ? url : url.slice(0, cut)).replace(SECRET_AFTER, `$1${REDACTED}`);
  if (cut === -1) return path;
  const query = url
    .slice(cut + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      let name = pair.slice(0, equals);
      try {
        name = decodeURIComponent(name);
      } catch {
        // Logged as sent.
      }
      return SECRET_PARAMETER.test(name) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/**
 * The logger's options for requests: the request line with its URL redacted (no headers), and the headers
 * that hold credentials censored wherever a log line carries them.
 */
export function requestLogOptions() {
  return {
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
        'headers["set-cookie"]',
      ],
      censor: REDACTED,
    },
  };
}

/**
 * Fastify's own request lines, at `level` (REQUEST_LOG_LEVEL, debug by default, so the demo's terminal keeps its
 * banner): one line per finished request instead of two, with the request (its URL redacted above) and the
 * answer. A request that errored is always logged, as an error.
 */
export class RequestLogController extends LogController {
  constructor(private readonly level: RequestLogLevel) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) };
    if (error || reply.statusCode >= 500) request.log.error({ ...line, err: error }, 'request failed');
    else if (this.level !== 'silent') request.log[this.level](line, 'request completed');
  }
}
