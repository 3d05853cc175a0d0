import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Server-wide values that must survive restarts and be shared by instances (e.g. a generated secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
