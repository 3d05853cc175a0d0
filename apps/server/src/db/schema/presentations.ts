import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { lectures } from './lectures.ts';

/** PostgreSQL bytea as a Buffer (pg returns a Buffer, PGlite a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * A lecture's PDF, kept in the database so that every instance can serve it; its bytes are in
 * presentation_chunks. An upload writes a row that is not `ready` until its last chunk is stored;
 * then, in one transaction, it replaces the lecture's previous presentation.
 */
export const presentations = pgTable(
  'presentations',
  {
    id: serial('id').primaryKey(),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    /** The original file name, made safe (no path, no control characters). */
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    ready: boolean('ready').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One served presentation per lecture; uploads in progress beside it.
    uniqueIndex('presentations_lecture_id_ready_unique')
      .on(table.lectureId)
      .where(sql`${table.ready}`),
    index('presentations_lecture_id_idx').on(table.lectureId),
  ],
);

export type PresentationRow = typeof presentations.$inferSelect;
