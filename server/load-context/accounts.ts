import { asc, eq } from 'drizzle-orm';
import {
  type AccountUser,
  beginTwoFactorSetup,
  type ClientInfo,
  clearStorePassword,
  comingSoonActive,
  confirmTwoFactor,
  currentUser,
  customerDivisions,
  disableTwoFactor,
  type ForgotPasswordInput,
  type LoginInput,
  loadVisitorState,
  login,
  loginPasswordStep,
  loginTwoFactorStep,
  logout,
  MUTE_PERMISSION,
  type NewSession,
  type RecoveryLoginInput,
  type ResetPasswordInput,
  readStoreAccessSettings,
  recoveryLogin,
  regenerateRecoveryCodes,
  requestPasswordReset,
  requireStaffPermission,
  resendVerification,
  resetPassword,
  type SignUpInput,
  type StoreAccessSettings,
  setComingSoon,
  setStorePassword,
  signEula,
  signUp,
  unlockStore,
  users,
  verifyEmail,
} from '../../domain/accounts';
import type { ServiceContext } from '../../domain/context';
import type { MediaStorage } from '../../domain/storage';
import { divisions } from '../../domain/stores';
import { dashboardStoreContext, NO_SUCH_STORE } from '../dashboard-store';
import { cookieName } from '../plugins/cookie-names';
import { sessionToken } from '../plugins/session';
import { attempt, type Outcome } from './outcome';
import type { StoreBinding } from './store-binding';

function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${cookieName('session', secure)}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export interface StoreRun {
  id: number;
  companyName: string;
  subdomain: string;
  role: 'owner' | 'staff';
}

export interface OperatorUser {
  id: number;
  email: string;
  name: string;
  mutedAt: string | null;
}

export interface AccountServiceHooks {
  /** Forgets what the server keeps of a store (its directory entry, its shared pages) after its settings change. */
  invalidateStore?: (storeId: number) => void;
  /** Where the dashboard's library uploads are written. */
  media?: MediaStorage;
}

/**
 * The account services React Router loaders and actions use: the domain's account functions bound to the
 * request's store, session and client, answering Outcomes instead of throwing expected failures. Starting
 * or ending a session answers the session; the route turns it into a Set-Cookie with sessionCookie.
 */
export function accountServices(bound: StoreBinding, hooks: AccountServiceHooks = {}) {
  const need = bound.context;
  const request = bound.requestOrNull;
  const client = (): ClientInfo => {
    const agent = request?.headers['user-agent'];
    return { ip: request?.ip || null, userAgent: typeof agent === 'string' ? agent : null };
  };
  const currentSessionToken = () => (request ? sessionToken(request) : null);
  const visitorId = () => request?.visitorId || null;
  /**
   * A call about one of the owner's stores from the dashboard (platform host only): the context of that
   * store with the signed-in customer; a store the host cannot name is 404. Writes make it take effect at once.
   */
  const onStore = async <T>(
    storeId: number,
    call: (target: ServiceContext) => Promise<T>,
    writes = false,
  ): Promise<Outcome<T>> => {
    const target = await dashboardStoreContext(need(), storeId);
    if (!target) return { ok: false, status: 404, message: NO_SUCH_STORE, errors: {} };
    const outcome = await attempt(() => call(target));
    if (outcome.ok && writes) hooks.invalidateStore?.(storeId);
    return outcome;
  };

  return {
    /** What the route guards need to know about the visitor (core/auth VisitorState). */
    visitorState: (options: { operatorContext?: boolean } = {}) => loadVisitorState(need(), options),
    /** The signed-in account as this host sees it, or null. */
    user: async (): Promise<AccountUser | null> =>
      bound.contextOrNull ? (await currentUser(bound.contextOrNull)).user : null,
    /** The store's coming-soon page: whether it is on now, and when it launches. */
    comingSoon: () => {
      const data = need().store.settings.comingSoonPageData;
      return {
        active: comingSoonActive(data),
        launchAt: data.launchAt ?? null,
        heading: data.heading ?? null,
      };
    },

    signUp: (input: SignUpInput, origin: string, returnTo: string | null = null) =>
      attempt(() => signUp(need(), input, { origin, client: client(), returnTo })),
    login: (input: LoginInput) =>
      attempt(() => login(need(), input, { client: client(), currentSessionToken: currentSessionToken() })),
    recoveryLogin: (input: RecoveryLoginInput) =>
      attempt(() =>
        recoveryLogin(need(), input, { client: client(), currentSessionToken: currentSessionToken() }),
      ),
    logout: () => logout(need(), currentSessionToken()),
    verifyEmail: (token: string) =>
      attempt(() =>
        verifyEmail(need(), { token }, { client: client(), currentSessionToken: currentSessionToken() }),
      ),
    resendVerification: (origin: string) => attempt(() => resendVerification(need(), { origin })),
    signEula: () => attempt(() => signEula(need())),
    requestPasswordReset: (input: ForgotPasswordInput, origin: string) =>
      attempt(() => requestPasswordReset(need(), input, { origin })),
    resetPassword: (input: ResetPasswordInput) => attempt(() => resetPassword(need(), input)),

    beginTwoFactorSetup: () => attempt(() => beginTwoFactorSetup(need())),
    confirmTwoFactor: (code: string) => attempt(() => confirmTwoFactor(need(), { code })),
    disableTwoFactor: (password: string) => attempt(() => disableTwoFactor(need(), { password })),
    regenerateRecoveryCodes: (password: string) =>
      attempt(() => regenerateRecoveryCodes(need(), { password })),

    /**
     * The form login's first step: signs in, or answers a two-factor challenge token; the challenge itself
     * (five minutes, single use, this store and browser) stays on the server.
     */
    loginPasswordStep: (input: { email: string; password: string }) =>
      attempt(() =>
        loginPasswordStep(need(), input, {
          client: client(),
          currentSessionToken: currentSessionToken(),
          visitorId: visitorId(),
        }),
      ),
    /** The second step: the challenge token and the code from the app. */
    loginTwoFactorStep: (input: { challenge: string; twoFactorAuthCode: string }) =>
      attempt(() =>
        loginTwoFactorStep(need(), input, {
          client: client(),
          currentSessionToken: currentSessionToken(),
          visitorId: visitorId(),
        }),
      ),

    /** The store password of a password-protected store lets this browser in. */
    unlockStore: (password: string) =>
      attempt(() => unlockStore(need(), { password }, { visitorId: visitorId(), ip: client().ip })),

    /** The stores the signed-in customer runs (all of them on the platform host, else this one). */
    storesRun: async (): Promise<StoreRun[]> => {
      const context = need();
      if (context.actor.kind !== 'customer') return [];
      const rows = await context.db
        .select({
          id: divisions.id,
          companyName: divisions.companyName,
          subdomain: divisions.subdomain,
          role: customerDivisions.role,
        })
        .from(customerDivisions)
        .innerJoin(divisions, eq(divisions.id, customerDivisions.divisionId))
        .where(eq(customerDivisions.customerId, context.actor.customerId))
        .orderBy(asc(divisions.id));
      return context.store.isPlatform ? rows : rows.filter((row) => row.id === context.store.id);
    },

    /** Operator users, for staff who may mute them (platform host only); null for everyone else. */
    operatorUsers: async (limit = 50): Promise<OperatorUser[] | null> => {
      const context = need();
      const allowed = await attempt(() => requireStaffPermission(context, MUTE_PERMISSION));
      if (!allowed.ok) return null;
      const rows = await context.db
        .select({
          id: users.id,
          email: users.email,
          fullName: users.fullName,
          username: users.username,
          mutedAt: users.mutedAt,
        })
        .from(users)
        .orderBy(asc(users.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        name: row.fullName ?? row.username,
        mutedAt: row.mutedAt?.toISOString() ?? null,
      }));
    },

    /** The owner's settings of who may visit one of their stores (password, coming soon), dashboard only. */
    storeSettings: {
      read: (storeId: number): Promise<Outcome<StoreAccessSettings>> =>
        onStore(storeId, (target) => readStoreAccessSettings(target)),
      setPassword: (storeId: number, input: unknown) =>
        onStore(storeId, (target) => setStorePassword(target, input), true),
      clearPassword: (storeId: number) => onStore(storeId, (target) => clearStorePassword(target), true),
      setComingSoon: (storeId: number, input: unknown) =>
        onStore(storeId, (target) => setComingSoon(target, input), true),
    },

    /** Set-Cookie for a session just started (pf_session: httpOnly, SameSite=Lax, Secure behind TLS). */
    sessionCookie: (session: Pick<NewSession, 'token' | 'expiresAt'>, secure: boolean) =>
      cookie(
        session.token,
        Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)),
        secure,
      ),
    /** Set-Cookie that clears the session cookie. */
    clearedSessionCookie: (secure: boolean) => cookie('', 0, secure),
  };
}

export type AccountServices = ReturnType<typeof accountServices>;
