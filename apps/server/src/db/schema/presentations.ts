import { customType, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { lectures } from './lectures.ts';

/** PostgreSQL bytea as a Buffer (pg returns a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** A lecture's PDF, kept in the database so that every instance can serve it. */
export const presentations = pgTable('presentations', {
  id: serial('id').primaryKey(),
  lectureId: integer('lecture_id')
    .notNull()
    .unique('presentations_lecture_id_unique')
    .references(() => lectures.id, { onDelete: 'cascade' }),
  /** The original file name, made safe (no path, no control characters). */
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PresentationRow = typeof presentations.$inferSelect;
