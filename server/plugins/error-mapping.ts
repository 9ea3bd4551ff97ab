import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import {
  ERROR_MESSAGES,
  type FieldErrors,
  isAppError,
  TRANSPORT_MESSAGES,
  zodFieldErrors,
} from '../../core/errors';

export { zodFieldErrors };

export interface ErrorBody {
  message: string;
  errors?: FieldErrors;
}

export interface MappedError {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
}

/** The one place where failures become HTTP answers. */
export function mapError(error: unknown): MappedError {
  if (isAppError(error)) {
    const mapped: MappedError = {
      status: error.status,
      body: error.errors ? { message: error.message, errors: error.errors } : { message: error.message },
    };
    if (error.kind === 'rate_limited')
      mapped.headers = { 'Retry-After': String(Math.max(1, Math.ceil(error.retryAfterSeconds ?? 60))) };
    return mapped;
  }
  if (error instanceof ZodError) {
    const errors = zodFieldErrors(error);
    const first = Object.values(errors)[0]?.[0];
    return { status: 422, body: { message: first ?? TRANSPORT_MESSAGES.validationFailed, errors } };
  }
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { message: TRANSPORT_MESSAGES.malformedJson } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { message: TRANSPORT_MESSAGES.payloadTooLarge } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { message: TRANSPORT_MESSAGES.unsupportedMediaType } };
  }
  if (error instanceof SyntaxError)
    return { status: 400, body: { message: TRANSPORT_MESSAGES.malformedJson } };
  if (fastifyError.statusCode === 429)
    return { status: 429, body: { message: TRANSPORT_MESSAGES.tooManyRequests } };
  return { status: 500, body: { message: ERROR_MESSAGES.serverError } };
}

export function registerErrorMapping(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body, headers } = mapError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (headers) reply.headers(headers);
    return reply.code(status).send(body);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: ERROR_MESSAGES.notFound }));
}
