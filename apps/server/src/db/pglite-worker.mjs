// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, off
// the server's event loop, and answers the messages `pglite-thread.ts` sends. Plain JavaScript so
// that it loads the same way under tsx, vitest and plain Node.
// See docs/decisions/embedded-database-thread.md.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** @param {string} value */
const same = (value) => value;
// The parsers drizzle's PGlite driver asks for (it maps dates and intervals itself): the thread
// applies them to every query, since functions do not cross to the thread.
const PARSERS = {
  [types.TIMESTAMP]: same,
  [types.TIMESTAMPTZ]: same,
  [types.INTERVAL]: same,
  [types.DATE]: same,
  1231: same, // numeric[]
  1115: same, // timestamp[]
  1185: same, // timestamptz[]
  1187: same, // interval[]
  1182: same, // date[]
};

/** Marks a transaction that the server ended with a rollback. */
const ROLLBACK = Symbol('rollback');

/**
 * An error as it crosses to the server's thread: its message and name, and the fields PostgreSQL
 * gives (code, severity, table, constraint, ...); nothing that is not a plain value.
 * @param {unknown} error
 */
function plainError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  /** @type {Record<string, unknown>} */
  const plain = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) plain[key] = value;
  }
  return plain;
}

/** @param {number} id @param {unknown} result @param {Transferable[]} [transfer] */
const answer = (id, result, transfer) => port.postMessage({ id, result }, transfer ?? []);
/** @param {number} id @param {unknown} error */
const fail = (id, error) => port.postMessage({ id, error: plainError(error) });

const { dataDir, loadDataDir, pgliteWasmModule, fsBundle } =
  /** @type {{ dataDir?: string, loadDataDir?: ArrayBuffer, pgliteWasmModule: WebAssembly.Module, fsBundle: Blob }} */ (
    workerData
  );

let pg;
try {
  pg = await PGlite.create({
    // Compiled and read once by the server's thread (pglite-thread.ts).
    pgliteWasmModule,
    fsBundle,
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
  });
} catch (error) {
  port.postMessage({ ready: false, error: plainError(error) });
  process.exit(1);
}

/**
 * Open transactions by the id of the message that began them. Each holds PGlite's transaction
 * (its queries run inside it; other queries wait, as they do in PGlite itself) until `end`.
 * @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, end: (commit: boolean) => void, endId?: number }>}
 */
const open = new Map();

/** @param {number} id */
function begin(id) {
  /** @type {(commit: boolean) => void} */
  let end = () => {};
  const ended = new Promise((resolve) => {
    end = resolve;
  });
  let began = false;
  pg.transaction(async (tx) => {
    began = true;
    open.set(id, { tx, end });
    answer(id, id);
    if (!(await ended) && !tx.closed) throw ROLLBACK;
  }).then(
    () => settle(id, undefined),
    (error) => settle(id, error),
  );
  /** @param {number} txId @param {unknown} error */
  function settle(txId, error) {
    const entry = open.get(txId);
    open.delete(txId);
    if (!began) return fail(txId, error);
    if (entry?.endId === undefined) return;
    if (error === undefined || error === ROLLBACK) answer(entry.endId, null);
    else fail(entry.endId, error);
  }
}

/** @param {number | undefined} txId */
function target(txId) {
  if (txId === undefined) return pg;
  const entry = open.get(txId);
  if (!entry) throw new Error('Transaction is closed');
  return entry.tx;
}

port.on('message', async (message) => {
  const { id, op } = message;
  try {
    switch (op) {
      case 'query':
        return answer(
          id,
          await target(message.tx).query(message.sql, message.params, {
            rowMode: message.rowMode,
            parsers: PARSERS,
          }),
        );
      case 'exec':
        return answer(id, await target(message.tx).exec(message.sql));
      case 'begin':
        return begin(id);
      case 'rollback':
        return answer(id, await target(message.tx).rollback());
      case 'end': {
        const entry = open.get(message.tx);
        if (!entry) return answer(id, null);
        entry.endId = id;
        return entry.end(message.commit);
      }
      case 'dump': {
        const file = await pg.dumpDataDir('none');
        const buffer = await file.arrayBuffer();
        return answer(id, buffer, [buffer]);
      }
      case 'close':
        await pg.close();
        answer(id, null);
        // PGlite has written what it held: the thread ends.
        return setImmediate(() => process.exit(0));
      default:
        throw new Error(`Unknown operation ${op}`);
    }
  } catch (error) {
    fail(id, error);
  }
});

port.postMessage({ ready: true });
