import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  primaryKey,
  smallint,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A column naming a user: its row goes when the account does. */
const userReference = (name: string) => text(name).references(() => user.id, { onDelete: 'cascade' });
/** The user a row belongs to. */
const ownerId = () => userReference('owner_id').notNull();
/** A point in time, stored with its time zone. */
const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
/** When the row was written (or last changed): now, unless the writer says otherwise. */
const writtenAt = (name: string) => timestamptz(name).defaultNow().notNull();

/** The product's user record (the seed's POST /user), one per auth user, created on first verified sign-in. */
export const profile = pgTable('profile', {
  userId: userReference('user_id').primaryKey(),
  displayName: text('display_name').notNull().default(''),
  organisation: text('organisation').notNull().default(''),
  locale: text('locale').notNull().default('en-AU'),
  currency: text('currency').notNull().default('AUD'),
  /** IANA time zone of the times on PDFs and print views (contracts' DEFAULT_TIME_ZONE). */
  timeZone: text('time_zone').notNull().default('Australia/Melbourne'),
  defaultDataset: text('default_dataset'),
  /** NCC climate zone 1–8 (issue #49; migration 0011 checks the range); null: none chosen, zone 6 applies. */
  climateZone: smallint('climate_zone'),
  /** The organisation the user works in now (docs/decisions/018-teams.md); null: their personal workspace. */
  activeOrganisationId: text('active_organisation_id').references((): AnyPgColumn => organisation.id, {
    onDelete: 'set null',
  }),
  createdAt: writtenAt('created_at'),
  updatedAt: writtenAt('updated_at'),
});

/** Avatars live in the database so that several servers can serve them. */
export const avatar = pgTable('avatar', {
  userId: userReference('user_id').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: writtenAt('updated_at'),
});

/**
 * A carbon snapshot: the immutable record of one Calculate; a trigger refuses every UPDATE. It belongs
 * to its creator's personal workspace (`organisation_id` null) or to an organisation. `owner_id` is
 * the member who made it: not a foreign key, so that an organisation's snapshot outlives its creator's
 * account (account deletion removes the personal ones itself: queries/delete-account.ts).
 *
 * Two numbers (docs/decisions/023-workspace-snapshot-numbers.md): `serial`, the key, from the
 * database's identity sequence (unique across servers, drawn before the content hash, which covers
 * it, and never shown); and `number`, what people see and paths take, consecutive within the
 * workspace, given at insert by the `snapshot_number` trigger (migration 0009) when the row comes
 * without one. Snapshots saved before that migration have `number` = `serial` and `hash_version` 1.
 */
export const snapshot = pgTable(
  'snapshot',
  {
    serial: integer('serial').primaryKey().generatedByDefaultAsIdentity(),
    // No default of its own: the trigger gives it (drizzle's default only lets an insert leave it out).
    number: integer('number')
      .notNull()
      .default(sql`null`),
    hashVersion: smallint('hash_version').notNull().default(2),
    ownerId: text('owner_id').notNull(),
    organisationId: text('organisation_id').references((): AnyPgColumn => organisation.id),
    kind: text('kind', { enum: ['wall', 'footing', 'dwelling'] }).notNull(),
    project: text('project').notNull(),
    inputs: jsonb('inputs').notNull(),
    outputs: jsonb('outputs').notNull(),
    datasetId: text('dataset_id').notNull(),
    datasetVersion: text('dataset_version').notNull(),
    engineVersion: text('engine_version').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    contentHash: text('content_hash').notNull(),
  },
  (t) => [
    index('snapshot_owner_created_idx').on(t.ownerId, t.createdAt),
    index('snapshot_owner_project_idx').on(t.ownerId, t.project),
    index('snapshot_organisation_created_idx').on(t.organisationId, t.createdAt),
    uniqueIndex('snapshot_workspace_number_idx').on(
      sql`(coalesce('org:' || ${t.organisationId}, 'user:' || ${t.ownerId}))`,
      t.number,
    ),
  ],
);

/** The last number given in each workspace (`org:<id>` or `user:<id>`), kept by the `snapshot_number` trigger. */
export const snapshotCounter = pgTable('snapshot_counter', {
  workspace: text('workspace').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** A read-only link to one snapshot, revocable by its owner. */
export const shareLink = pgTable(
  'share_link',
  {
    token: text('token').primaryKey(),
    snapshotSerial: integer('snapshot_serial')
      .notNull()
      .references(() => snapshot.serial, { onDelete: 'cascade' }),
    ownerId: ownerId(),
    createdAt: writtenAt('created_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('share_link_snapshot_idx').on(t.snapshotSerial)],
);

/**
 * What is left of a snapshot its owner deleted: its serial, number and content hash. The number stays
 * taken (its workspace's counter never gives it again; this row records that it was given), and a
 * JSON export of the deleted snapshot can still be checked against the hash it had. Goes with the
 * account.
 */
export const deletedSnapshot = pgTable(
  'deleted_snapshot',
  {
    serial: integer('serial').primaryKey(),
    number: integer('number').notNull(),
    /** Its creator, or for an organisation's snapshot the member who deleted it. */
    ownerId: ownerId(),
    /** Set when it was an organisation's snapshot: verification there still finds it. */
    organisationId: text('organisation_id').references((): AnyPgColumn => organisation.id, { onDelete: 'cascade' }),
    contentHash: text('content_hash').notNull(),
    deletedAt: writtenAt('deleted_at'),
  },
  (t) => [index('deleted_snapshot_owner_idx').on(t.ownerId)],
);

/**
 * Throttling by account (sign-in guesses, reset mails), shared by every server: one row per
 * `<purpose>:<e-mail>`, counting within a window that restarts once it has passed.
 */
export const accountThrottle = pgTable('account_throttle', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamptz('window_started_at').notNull(),
  lastAt: timestamptz('last_at').notNull(),
});

/**
 * A personal API token (docs/decisions/013-personal-api-tokens.md): only the SHA-256 of its secret
 * is kept. Revoking sets `revoked_at` (the row stays, so the list can say so until it is cleaned up);
 * `last_used_at` is written at most once a minute. Goes with the account.
 */
export const apiToken = pgTable(
  'api_token',
  {
    id: text('id').primaryKey(),
    userId: userReference('user_id').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    scope: text('scope', { enum: ['read', 'read+calculate'] }).notNull(),
    createdAt: writtenAt('created_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
    /** The organisation every call with the token acts in; null: its user's personal workspace. */
    organisationId: text('organisation_id').references((): AnyPgColumn => organisation.id, { onDelete: 'cascade' }),
  },
  (t) => [index('api_token_user_idx').on(t.userId)],
);

/**
 * A user's own EPD for a material (docs/decisions/017-custom-products.md): the calculators can use
 * it instead of the dataset's factor for `replaces`. A snapshot keeps its own copy of each product it
 * used, so changing or deleting a product never changes a saved result.
 */
export const customProduct = pgTable(
  'custom_product',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    name: text('name').notNull(),
    epdNumber: text('epd_number').notNull(),
    programmeOperator: text('programme_operator').notNull(),
    declaredUnit: text('declared_unit', { enum: ['kg', 't', 'm3', 'm2'] }).notNull(),
    gwp: doublePrecision('gwp').notNull(),
    gwpMin: doublePrecision('gwp_min'),
    gwpMax: doublePrecision('gwp_max'),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    replaces: text('replaces').notNull(),
    // What a product imported from a digital EPD keeps of it (migration 0012, decision 028); all null
    // for a product typed in. GWP columns are per product unit, kgCO2e.
    epdFormat: text('epd_format', { enum: ['ilcd-json', 'ilcd-xml', 'openepd'] }),
    epdSourceId: text('epd_source_id'),
    epdStandard: text('epd_standard', { enum: ['EN 15804+A1', 'EN 15804+A2'] }),
    epdManufacturer: text('epd_manufacturer'),
    epdPcr: text('epd_pcr'),
    epdLink: text('epd_link'),
    epdDeclaredUnit: text('epd_declared_unit'),
    epdConversion: text('epd_conversion'),
    gwpA4: doublePrecision('gwp_a4'),
    gwpA5: doublePrecision('gwp_a5'),
    gwpFossil: doublePrecision('gwp_fossil'),
    gwpBiogenic: doublePrecision('gwp_biogenic'),
    epdPublishedOn: date('epd_published_on', { mode: 'string' }),
    epdFlags: jsonb('epd_flags').$type<string[]>(),
    createdAt: writtenAt('created_at'),
    updatedAt: writtenAt('updated_at'),
  },
  (t) => [index('custom_product_owner_idx').on(t.ownerId)],
);

/** An organisation (docs/decisions/018-teams.md): a shared workspace of members in roles. */
export const organisation = pgTable('organisation', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: writtenAt('created_at'),
});

/** One member of an organisation, in one role. Goes with the organisation or the account. */
export const organisationMember = pgTable(
  'organisation_member',
  {
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    userId: userReference('user_id').notNull(),
    role: text('role', { enum: ['owner', 'admin', 'editor', 'viewer'] }).notNull(),
    joinedAt: writtenAt('joined_at'),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.userId] }), index('organisation_member_user_idx').on(t.userId)],
);

/**
 * An invitation by e-mail: only the SHA-256 of its link's token is kept. Accepted, revoked or past
 * `expires_at`, it no longer works.
 */
export const invitation = pgTable(
  'invitation',
  {
    id: text('id').primaryKey(),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'admin', 'editor', 'viewer'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').notNull(),
    invitedByName: text('invited_by_name').notNull(),
    createdAt: writtenAt('created_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('invitation_organisation_idx').on(t.organisationId)],
);

/**
 * A project of a workspace: a name (the key its snapshots carry, which is part of their hashed
 * content and so never changes) and details that may. `workspace` is `org:<id>` or `user:<id>`, so
 * that one unique index covers both kinds of workspace.
 */
export const project = pgTable(
  'project',
  {
    id: text('id').primaryKey(),
    workspace: text('workspace').notNull(),
    organisationId: text('organisation_id').references(() => organisation.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    client: text('client').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createdAt: writtenAt('created_at'),
    updatedAt: writtenAt('updated_at'),
  },
  (t) => [uniqueIndex('project_workspace_name_idx').on(t.workspace, t.name)],
);

/**
 * The audit trail of an organisation: who did what, when. Written in the same transaction as what it
 * records where it can be; a trigger refuses every UPDATE, and no route deletes a row (they go only
 * with their organisation).
 */
export const auditEvent = pgTable(
  'audit_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    summary: text('summary').notNull(),
    at: timestamptz('at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('audit_event_organisation_idx').on(t.organisationId, t.id)],
);

/**
 * A model take-off (docs/decisions/027-ifc-takeoff.md): an uploaded IFC model's measured
 * quantities, in the workspace it was uploaded to (`user:<id>` or `org:<id>`, as projects). The
 * model itself is not kept, only its name, size and SHA-256. `content` is the take-off as the API
 * answers it (without id, file and mappings); `summary` its summary fields, for the list.
 */
export const takeoff = pgTable(
  'takeoff',
  {
    id: text('id').primaryKey(),
    workspace: text('workspace').notNull(),
    organisationId: text('organisation_id').references(() => organisation.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').notNull(),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    summary: jsonb('summary').notNull(),
    content: jsonb('content').notNull(),
    createdAt: writtenAt('created_at'),
  },
  (t) => [index('takeoff_workspace_idx').on(t.workspace, t.createdAt)],
);

/**
 * What a workspace maps a model's names to (a wall type, a slab's or roof's material, a window
 * frame's material → the product's option), so the next model from the same office maps itself.
 */
export const takeoffMapping = pgTable(
  'takeoff_mapping',
  {
    workspace: text('workspace').notNull(),
    organisationId: text('organisation_id').references(() => organisation.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    target: text('target').notNull(),
    updatedAt: writtenAt('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.workspace, t.kind, t.source] })],
);
