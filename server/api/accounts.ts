import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TRANSPORT_MESSAGES } from '../../core/errors';
import {
  type CaptchaVerifier,
  type ClientInfo,
  configuredCaptcha,
  currentUser,
  forgotPasswordSchema,
  type LoginOptions,
  type LoginResult,
  login,
  loginSchema,
  logout,
  recoveryLogin,
  recoveryLoginSchema,
  requestPasswordReset,
  resetPassword,
  resetPasswordSchema,
  signEula,
  signUp,
  signUpSchema,
  verifyEmail,
  verifyEmailSchema,
} from '../../domain/accounts';
import type { ServiceContext } from '../../domain/context';
import type { Database } from '../../domain/db';
import { sessionActor, sessionToken } from '../plugins/session';
import { requireStore } from './context';
import type { ApiRoutes } from './route';

export interface AccountRouteOptions {
  /** Checks sign-up and login captcha tokens; the demo's default lets everything through. */
  captcha?: CaptchaVerifier;
  /** Scheme of the links in emails; by default the request's own (X-Forwarded-Proto behind a proxy). */
  scheme?: 'http' | 'https';
}

export const accountUserSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  verified: z.boolean(),
  signedEula: z.boolean(),
  dashboardAccess: z.boolean(),
  internal: z.boolean(),
  shouldHaveStore: z.boolean(),
  dashboardPermissions: z.array(z.string()),
  twoFactorAuthEnabled: z.boolean(),
  divisions: z.array(z.object({ id: z.number(), role: z.enum(['owner', 'staff']) })),
  staff: z
    .object({ id: z.number(), permissions: z.array(z.string()), mutedAt: z.string().nullable() })
    .nullable(),
});

export const accountStateSchema = z.object({ user: accountUserSchema.nullable() });
const messageSchema = z.object({ message: z.string() });

/** The service context of an account call: the host's store and the signed-in customer, if any. */
export function accountContext(request: FastifyRequest, db: Database): ServiceContext {
  return {
    store: requireStore(request),
    actor: sessionActor(request),
    db,
    client: { ip: request.ip || null },
  };
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip || null, userAgent: typeof agent === 'string' ? agent : null };
}

export function originOf(request: FastifyRequest, scheme: 'http' | 'https' | undefined): string {
  const protocol = scheme ?? (request.protocol === 'https' ? 'https' : 'http');
  // The host is one the tenant plugin recognised as a store or the platform (otherwise: 404 before this).
  return `${protocol}://${(request.headers.host ?? 'localhost').trim().toLowerCase()}`;
}

const SECURE = '/dashboard/secure';

/** Accounts: sign-up, login (two-factor, recovery codes), reset, verification, EULA, logout, state. */
export function registerAccountRoutes(
  app: FastifyInstance,
  routes: ApiRoutes,
  db: Database,
  options: AccountRouteOptions = {},
): void {
  const captcha = options.captcha ?? configuredCaptcha();
  app.register(async (scope) => {
    // No store at this host: nothing to sign up to or into, whatever the body says.
    scope.addHook('onRequest', async (request, reply) => {
      if (!request.tenant || request.tenant.kind === 'unknown')
        return reply.code(404).send({ message: TRANSPORT_MESSAGES.unknownStore });
    });
    // Account answers are personal: never stored by a cache.
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store');
      return payload;
    });

    routes.define(scope, {
      method: 'POST',
      url: '/shop/customer/create/',
      summary:
        'Signs up (email, password, captcha tokens, should_have_store, dashboard_access) and emails a verification link; a taken email gets the same answer',
      tags: ['accounts'],
      body: signUpSchema,
      response: messageSchema,
      errors: { 404: 'No store at this host' },
      handler: ({ body }, request) =>
        signUp(accountContext(request, db), body, {
          origin: originOf(request, options.scheme),
          client: clientInfo(request),
          captcha,
        }),
    });

    /** The two ways of logging in answer alike: the session started, the account's state, the same limits. */
    const defineLogin = <B extends z.ZodType>(
      url: string,
      summary: string,
      body: B,
      logIn: (ctx: ServiceContext, input: z.output<B>, options: LoginOptions) => Promise<LoginResult>,
    ) =>
      routes.define(scope, {
        method: 'POST',
        url,
        summary,
        tags: ['accounts'],
        body,
        response: accountStateSchema,
        errors: {
          404: 'No store at this host',
          429: 'Too many login attempts (per account and per address)',
        },
        handler: async ({ body: input }, request, reply) => {
          const result = await logIn(accountContext(request, db), input, {
            client: clientInfo(request),
            currentSessionToken: sessionToken(request),
            captcha,
          });
          reply.startSession(result.session);
          return result.state;
        },
      });
    defineLogin(
      `${SECURE}/login/`,
      'Logs in (email, password, captcha tokens, twoFactorAuthCode when the account has two-factor on); sets the pf_session cookie, ending any previous session',
      loginSchema,
      login,
    );
    defineLogin(
      `${SECURE}/recovery-login/`,
      'Logs in with email, password and a single-use recovery code (XXXXXXXX-XXXXXXXX)',
      recoveryLoginSchema,
      recoveryLogin,
    );

    routes.define(scope, {
      method: 'POST',
      url: `${SECURE}/forgot-password/`,
      summary:
        'Emails a password reset link (single use, 1 hour) when the email is registered; same answer either way',
      tags: ['accounts'],
      body: forgotPasswordSchema,
      response: messageSchema,
      errors: { 404: 'No store at this host' },
      handler: ({ body }, request) =>
        requestPasswordReset(accountContext(request, db), body, {
          origin: originOf(request, options.scheme),
        }),
    });

    routes.define(scope, {
      method: 'POST',
      url: `${SECURE}/reset-password/`,
      summary:
        'Sets a new password with an emailed token (token, password, password_confirmation); ends every session',
      tags: ['accounts'],
      body: resetPasswordSchema,
      response: messageSchema,
      errors: { 404: 'No store at this host' },
      handler: async ({ body }, request, reply) => {
        const result = await resetPassword(accountContext(request, db), body);
        if (request.auth) reply.endSession();
        return result;
      },
    });

    routes.define(scope, {
      method: 'POST',
      url: `${SECURE}/verify-email/`,
      summary: 'Verifies the email with the emailed token (single use, 24 hours) and logs the browser in',
      tags: ['accounts'],
      body: verifyEmailSchema,
      response: accountStateSchema,
      errors: { 404: 'No store at this host' },
      handler: async ({ body }, request, reply) => {
        const result = await verifyEmail(accountContext(request, db), body, {
          client: clientInfo(request),
          currentSessionToken: sessionToken(request),
        });
        if (result.session) reply.startSession(result.session);
        return result.state;
      },
    });

    routes.define(scope, {
      method: 'POST',
      url: `${SECURE}/eula/`,
      summary: 'The signed-in account accepts the EULA',
      tags: ['accounts'],
      response: accountStateSchema,
      errors: { 401: 'Not logged in', 404: 'No store at this host' },
      handler: (_input, request) => signEula(accountContext(request, db)),
    });

    routes.define(scope, {
      method: 'POST',
      url: `${SECURE}/logout/`,
      summary:
        'Logs out: ends the session and clears its cookie (the client then clears its state and goes to /login/)',
      tags: ['accounts'],
      response: messageSchema,
      errors: { 404: 'No store at this host' },
      handler: async (_input, request, reply) => {
        const result = await logout(accountContext(request, db), sessionToken(request));
        reply.endSession();
        return result;
      },
    });

    routes.define(scope, {
      method: 'GET',
      url: `${SECURE}/get/`,
      summary: 'The signed-in account (refreshes the initial state); user is null for a visitor',
      tags: ['accounts'],
      response: accountStateSchema,
      errors: { 404: 'No store at this host' },
      handler: (_input, request) => currentUser(accountContext(request, db)),
    });
  });
}
