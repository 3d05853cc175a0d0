// Batch inserts on the embedded database without PostgreSQL's per-row foreign-key triggers.
//
// PostgreSQL checks a foreign key with a trigger per inserted row: it looks the parent row up and
// locks it (FOR KEY SHARE, a write of its own) so that no other transaction deletes the parent
// before this one commits. PGlite runs one transaction at a time, so that lock guards against
// nothing there, and the triggers cost about half of a 1,000-row insert in WebAssembly
// (docs/decisions/embedded-database-thread.md, "Foreign keys checked once per batch"). A batch
// whose parents were all seen in its own transaction may skip them; on PostgreSQL, where other
// transactions run beside it, the triggers stay.
import { sql } from 'drizzle-orm';
import { PgliteTransaction } from 'drizzle-orm/pglite';
import type { Db } from './client.ts';

/**
 * Whether `tx` runs alone, no other transaction beside it until it ends (the embedded database):
 * a row it has read stays there until it commits.
 */
export const runsAlone = (tx: Db): boolean => tx instanceof PgliteTransaction;

/**
 * For the rest of the transaction `tx`, when it runs alone and `parentsFound` (asked only then)
 * says that every parent row its next writes refer to is there: no trigger fires, the foreign
 * keys' included. Only for inserts and updates (a delete's cascades are triggers too). Returns
 * whether the triggers are off; they are back when the transaction ends.
 */
export async function skipParentChecks(
  tx: Db,
  parentsFound: () => Promise<boolean>,
): Promise<boolean> {
  if (!runsAlone(tx) || !(await parentsFound())) return false;
  await tx.execute(sql`set local session_replication_role = replica`);
  return true;
}
