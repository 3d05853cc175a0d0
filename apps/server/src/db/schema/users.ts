import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Teachers (role TEACHER, or ADMIN for an admin teacher) and students share one table. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role: text('role', { enum: ['ADMIN', 'TEACHER', 'STUDENT'] }).notNull(),
    /** Teachers: login name (defaults to the email). Compared case-insensitively. */
    username: text('username'),
    /** Teachers: stored in lower case. */
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    university: text('university'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Role ADMIN only: 'cli' (npm run admin, never demoted automatically) or 'admin_emails'
     * (a listed, verified address; re-evaluated at start). docs/decisions/login-limits-and-admin-emails.md
     */
    adminGrant: text('admin_grant', { enum: ['cli', 'admin_emails'] }),
    /** Students: the private ID. Compared case-insensitively. */
    anonId: text('anon_id'),
    passwordHash: text('password_hash').notNull(),
    /** 'argon2' for chosen passwords, 'hmac' for generated student credentials. */
    passwordKind: text('password_kind', { enum: ['argon2', 'hmac'] }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_idx').on(table.email),
    uniqueIndex('users_anon_id_lower_idx').on(sql`lower(${table.anonId})`),
    check(
      'users_identity_check',
      sql`(${table.role} = 'STUDENT' and ${table.anonId} is not null) or (${table.role} <> 'STUDENT' and ${table.email} is not null and ${table.username} is not null)`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
