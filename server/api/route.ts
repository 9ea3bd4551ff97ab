import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { parseOrThrow } from '../../core/errors';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RouteDefinition<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
> {
  method: Method;
  /** Fastify path, e.g. /frontend/:division/getStoreCoreData/json/ */
  url: string;
  summary: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Extra documented statuses and what they mean. */
  errors?: Record<number, string>;
  handler(
    input: { params: z.output<P>; query: z.output<Q>; body: z.output<B> },
    request: FastifyRequest,
    reply: FastifyReply,
    /** A handler that sends its own answer (a file) returns the reply it sent. */
  ): Promise<z.input<R> | FastifyReply>;
}

export interface DocumentedRoute {
  method: Method;
  url: string;
  summary: string;
  tags: string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  errors: Record<number, string>;
}

/** Every API route: its zod schemas drive both validation and the OpenAPI document. */
export class ApiRoutes {
  readonly documented: DocumentedRoute[] = [];

  constructor(readonly prefix: string) {}

  define<
    P extends z.ZodType = z.ZodObject,
    Q extends z.ZodType = z.ZodObject,
    B extends z.ZodType = z.ZodUnknown,
    R extends z.ZodType = z.ZodType,
  >(app: FastifyInstance, route: RouteDefinition<P, Q, B, R>): void {
    this.documented.push({ ...route, errors: route.errors ?? {} });
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request, reply) => {
        const params = parsePart(route.params, request.params);
        const query = parsePart(route.query, request.query);
        const body = parsePart(route.body, request.body ?? {});
        const result = await route.handler(
          { params, query, body } as { params: z.output<P>; query: z.output<Q>; body: z.output<B> },
          request,
          reply,
        );
        // reply.sent stays false until the onSend hooks (some await the database) have run: a handler that
        // sent its own answer says so by returning the reply, or Fastify would send its result as well.
        if (result === reply || reply.sent) return reply;
        return result;
      },
    });
  }
}

function parsePart<T extends z.ZodType>(schema: T | undefined, value: unknown): z.output<T> {
  return schema ? (parseOrThrow(schema, value) as z.output<T>) : (value as z.output<T>);
}
