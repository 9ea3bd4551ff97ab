import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { divisionRef, manufacturers } from '../stores/tables';

/** A person's account on the platform: shoppers, store owners and staff all sign in as customers. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull().unique(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    username: text('username'),
    avatar: text('avatar'),
    company: text('company'),
    phone: text('phone'),
    mobile: text('mobile'),
    website: text('website'),
    socialHandles: jsonb('social_handles').$type<Record<string, string>>().notNull().default({}),
    internal: boolean('internal').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    signedEula: boolean('signed_eula').notNull().default(false),
    eulaSignedAt: timestamp('eula_signed_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    shouldHaveStore: boolean('should_have_store').notNull().default(false),
    dashboardAccess: boolean('dashboard_access').notNull().default(false),
    dashboardPermissions: jsonb('dashboard_permissions').$type<string[]>().notNull().default([]),
    role: text('role'),
    notes: text('notes'),
    potentialValue: integer('potential_value'),
    /** The TOTP secret, AES-256-GCM encrypted (domain/accounts/secret-box.ts); never stored in the clear. */
    twoFactorSecret: text('two_factor_secret'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** The last TOTP time step accepted, so a code cannot be used twice. */
    twoFactorLastStep: integer('two_factor_last_step'),
    requestTerms: boolean('request_terms').notNull().default(false),
    statusJourney: text('status_journey'),
    leadStatus: text('lead_status'),
    tags: jsonb('tags').$type<{ type: 'services' | 'industries'; name: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customers_email_unique').on(sql`lower(${t.email})`)],
);

export type StoreRole = 'owner' | 'staff';

/** Which stores a customer runs, and in what role. */
export const customerDivisions = pgTable(
  'customer_divisions',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    divisionId: divisionRef(),
    role: text('role').$type<StoreRole>().notNull(),
    internal: boolean('internal').notNull().default(false),
    /** What a staff member may do in this store's dashboard (§3 dashboardPermissions); an owner may do all. */
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.divisionId] }),
    index('customer_divisions_division_idx').on(t.divisionId),
  ],
);

export const customerManufacturers = pgTable(
  'customer_manufacturers',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.manufacturerId] })],
);

/** Staff in the operator context. Status: 0 enabled, null pending, -1 disabled. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    username: text('username').notNull(),
    fullName: text('full_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    avatar: text('avatar'),
    mission: text('mission'),
    bio: text('bio'),
    mutedAt: timestamp('muted_at', { withTimezone: true }),
    status: integer('status'),
    team: jsonb('team').$type<{ code: string; name: string } | null>(),
    colour: text('colour'),
    isLeadership: boolean('is_leadership').notNull().default(false),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    storeControlRole: text('store_control_role'),
    mobilePhoneNumber: text('mobile_phone_number'),
    dateOfBirth: text('date_of_birth'),
    address: jsonb('address').$type<{
      streetAddress?: string;
      city?: string;
      county?: string;
      postCode?: string;
    }>(),
    nationalInsuranceNumber: text('national_insurance_number'),
    bank: jsonb('bank').$type<{
      bankAccountName?: string;
      bankName?: string;
      sortCode?: string;
      bankAccountNumber?: string;
    }>(),
    lastActive: timestamp('last_active', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_customer_unique').on(t.customerId),
  ],
);

/**
 * A signed-in browser. The id is the SHA-256 (hex) of a 256-bit token that only the 'pf_session' cookie
 * holds. A session belongs to the store whose host created it and is refused on any other host.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    divisionId: divisionRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Single-use, short-lived tokens sent by email; the id is the SHA-256 (hex) of the emailed token. */
const emailTokenColumns = () => ({
  id: text('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  /** The store whose host sent the link; the token works only there. */
  divisionId: divisionRef(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * The second step of a two-factor login, kept on the server: the page holds only a random token whose
 * SHA-256 is the id. Five minutes, single use, bound to the store and the browser that passed the password.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    divisionId: divisionRef(),
    /** The pf_visitor id of the browser that passed the password ('' when it had none). */
    visitorId: text('visitor_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('login_challenges_expires_idx').on(t.expiresAt)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', emailTokenColumns(), (t) => [
  index('password_reset_tokens_customer_idx').on(t.customerId, t.createdAt),
]);

export const emailVerificationTokens = pgTable('email_verification_tokens', emailTokenColumns(), (t) => [
  index('email_verification_tokens_customer_idx').on(t.customerId, t.createdAt),
]);

/** Two-factor recovery codes: SHA-256 (hex) of the upper-cased code; each works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_customer_code_unique').on(t.customerId, t.codeHash)],
);

/**
 * A sliding log of failures for rate limiting, one row per failure: keys such as 'login:account:{email}'
 * and 'login:ip:{address}'. Not store-scoped: an account is limited across every store.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_idx').on(t.key, t.createdAt)],
);

export type OutboxEmailKind =
  | 'verify-email'
  | 'sign-up-attempt'
  | 'password-reset'
  | 'password-changed'
  | 'two-factor-enabled'
  | 'two-factor-disabled'
  | 'order-confirmation'
  | 'return-instructions'
  | 'remill-instructions'
  | 'favourites-for-later'
  | 'newsletter-verify'
  | 'contact-message'
  | 'quote-request'
  | 'quote-ready'
  | 'quote-accepted'
  | 'order-updated'
  | 'order-history-link'
  | 'team-invite'
  // The operator back office: an order's stage emails, and after-care.
  | 'order-stage'
  | 'order-shipped'
  | 'mockup-approval'
  | 'refund-issued'
  | 'exchange-created'
  | 'reprint-created'
  | 'remill-coupon'
  | 'store-decision';

export type OutboxEmailStatus = 'pending' | 'sent' | 'outbox' | 'failed';

/** Every email the platform sends, recorded here first; a job sends them and sets sentAt. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    /** The store the email is sent for (its host is in the links). */
    divisionId: divisionRef(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    kind: text('kind').$type<OutboxEmailKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When delivery finished: sent over SMTP, or kept in the outbox (status says which). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** pending → sent (SMTP) | outbox (no SMTP configured: staff read it here) | failed (retries used up). */
    status: text('status').$type<OutboxEmailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the relay last handed the email to the job queue. */
    enqueuedAt: timestamp('enqueued_at', { withTimezone: true }),
    /** A worker's lease while it sends, so two workers never send the same email at once. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The SMTP server's message id, once sent. */
    messageId: text('message_id'),
  },
  (t) => [
    index('outbox_emails_division_idx').on(t.divisionId, t.createdAt),
    index('outbox_emails_to_idx').on(sql`lower(${t.to})`, t.createdAt),
    index('outbox_emails_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`),
    index('outbox_emails_pending_idx').on(t.id).where(sql`${t.status} = 'pending'`),
  ],
);

/** A request for missing permissions, with the reason given (§6 permission-request directive). */
export const permissionRequests = pgTable(
  'permission_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    divisionId: divisionRef(),
    permissions: jsonb('permissions').$type<string[]>().notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('permission_requests_division_idx').on(t.divisionId, t.createdAt),
    index('permission_requests_customer_idx').on(t.customerId),
  ],
);

/** Visitors let into a password-protected store (§6 allowedUser) by its password. */
export const storeAccessGrants = pgTable(
  'store_access_grants',
  {
    divisionId: divisionRef(),
    visitorId: text('visitor_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.divisionId, t.visitorId] })],
);
