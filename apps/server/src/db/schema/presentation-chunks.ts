import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { bytea, presentations } from './presentations.ts';

/** A presentation's bytes in order, a few hundred KB per row: each write and read stays short. */
export const presentationChunks = pgTable(
  'presentation_chunks',
  {
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.presentationId, table.seq] })],
);
