// The university's ways in (docs/decisions/university-sign-in.md): LTI 1.3 platforms and their
// links to courses, outside identities (LMS and campus sign-in) kept as keyed hashes only,
// passkeys, the tool's own signing keys, and the short-lived states of each handshake.
import { sql } from 'drizzle-orm';
import {
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
import { courses } from './courses.ts';
import { users } from './users.ts';

/** An LMS registered as an LTI 1.3 platform (by dynamic registration or by an admin's hand). */
export const ltiPlatforms = pgTable(
  'lti_platforms',
  {
    id: serial('id').primaryKey(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    /** The deployments of the tool on this platform a launch may name. */
    deploymentIds: text('deployment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The platform's OIDC authorization endpoint (where the login initiation redirects). */
    authUrl: text('auth_url').notNull(),
    /** The platform's OAuth 2 token endpoint (LTI services). */
    tokenUrl: text('token_url').notNull(),
    jwksUrl: text('jwks_url').notNull(),
    /** What the platform calls itself (its openid_configuration's product family, or the admin's). */
    name: text('name').notNull(),
    registeredVia: text('registered_via', { enum: ['dynamic', 'manual'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('lti_platforms_issuer_client_idx').on(table.issuer, table.clientId)],
);

/** An LMS course (its LTI context) linked to one of ours, by deep linking or the first launch. */
export const ltiContexts = pgTable(
  'lti_contexts',
  {
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    contextId: text('context_id').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.platformId, table.contextId] }),
    index('lti_contexts_course_id_idx').on(table.courseId),
  ],
);

/**
 * Someone who signs in through an LMS (LTI) or the campus login (OIDC), known only by a keyed
 * hash of issuer and subject: no name, e-mail or LMS id is kept for a student.
 */
export const externalIdentities = pgTable(
  'external_identities',
  {
    /** HMAC-SHA-256 (server secret) of the kind, issuer and subject. */
    subjectHash: text('subject_hash').primaryKey(),
    kind: text('kind', { enum: ['lti', 'oidc'] }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('external_identities_user_id_idx').on(table.userId)],
);

/** A WebAuthn credential (a passkey) that signs its user in. */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('passkeys_user_id_idx').on(table.userId)],
);

/** The tool's own signing keys (RS256), published at its JWKS URL; the newest signs. */
export const toolKeys = pgTable('tool_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').notNull(),
  /** Never logged nor sent. */
  privateJwk: jsonb('private_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One step of a sign-in handshake, used once: an LTI login's state and nonce, an OIDC login's
 * state, nonce and PKCE verifier, a WebAuthn challenge, an LTI launch's one-time hand-off code
 * and its pending deep-linking request. Taken (deleted) when answered, so a
 * replayed answer (an LTI id_token posted again) finds nothing and is refused.
 */
export const authStates = pgTable(
  'auth_states',
  {
    state: text('state').primaryKey(),
    purpose: text('purpose', {
      enum: [
        'lti_login',
        'lti_handoff',
        'lti_deep_link',
        'oidc_login',
        'passkey_register',
        'passkey_login',
      ],
    }).notNull(),
    /** The nonce (LTI, OIDC) or the challenge (WebAuthn). */
    nonce: text('nonce').notNull(),
    /** What the answer needs: the platform id, the PKCE verifier, the user, the return path. */
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_states_expires_at_idx').on(table.expiresAt)],
);

export type LtiPlatformRow = typeof ltiPlatforms.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;
