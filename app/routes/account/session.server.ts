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
