import type { AppLoadContext } from 'react-router';

const secure = (context: AppLoadContext) => context.urls.scheme === 'https';

/** Headers that set the session cookie of a session just started (login, verification). */
export function sessionHeaders(
  context: AppLoadContext,
  session: { token: string; expiresAt: Date } | null,
): HeadersInit {
  return session ? { 'Set-Cookie': context.services.accounts.sessionCookie(session, secure(context)) } : {};
}

/** Headers that clear the session cookie (logout, password reset). */
export function clearedSessionHeaders(context: AppLoadContext): HeadersInit {
  return { 'Set-Cookie': context.services.accounts.clearedSessionCookie(secure(context)) };
}

/** The field errors and message of a failed account call, for the page's form. */
export function failure(
  outcome: { status: number; message: string; errors: Record<string, string[]> },
  intent?: string,
) {
  return {
    intent,
    ok: false as const,
    errors: outcome.errors,
    // A 422's message repeats its first field error; others (429, 409...) say something of their own.
    message: outcome.status === 422 && Object.keys(outcome.errors).length > 0 ? undefined : outcome.message,
  };
}
