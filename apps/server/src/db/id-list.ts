// `column = any($1::int[])`: a list of ids as ONE array parameter. drizzle's inArray binds one
// parameter per id, and building (and parsing) a statement with hundreds of them costs more CPU
// than running it — the lists of a lecture's posts pass up to a few thousand ids.
import { sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';

/** The ids as one `int[]` parameter. */
export const intArray = (ids: readonly number[]): SQL => sql`${sql.param([...ids])}::int[]`;

/** `column = any(ids)`: true when the column holds one of the ids (never for an empty list). */
export const anyId = (column: SQLWrapper, ids: readonly number[]): SQL =>
  sql`${column} = any(${intArray(ids)})`;
