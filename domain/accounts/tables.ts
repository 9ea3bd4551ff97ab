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
import { divisions, manufacturers } from '../stores/tables';

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
    shouldHaveStore: boolean('should_have_store').notNull().default(false),
    dashboardAccess: boolean('dashboard_access').notNull().default(false),
    dashboardPermissions: jsonb('dashboard_permissions').$type<string[]>().notNull().default([]),
    role: text('role'),
    notes: text('notes'),
    potentialValue: integer('potential_value'),
    twoFactorSecret: text('two_factor_secret'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
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
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    role: text('role').$type<StoreRole>().notNull(),
    internal: boolean('internal').notNull().default(false),
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
