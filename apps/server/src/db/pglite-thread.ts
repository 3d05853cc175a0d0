// The embedded database in its own thread: PGlite runs in a worker thread (`pglite-worker.mjs`)
// and this client forwards drizzle's calls to it over the thread's message port, so the
// WebAssembly that executes the queries (and PGlite's parsing of its answers) no longer holds the
// server's event loop. It offers what drizzle's PGlite driver calls: `query`, `exec` and
// `transaction` (interactive: the transaction stays open in the thread until the callback here
// ends). See docs/decisions/embedded-database-thread.md.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

interface QueryResult {
  rows: unknown[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
}

/** What drizzle's PGlite driver uses of a client, and of a transaction. */
interface PgliteLike {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  exec(sql: string): Promise<QueryResult[]>;
  transaction<T>(callback: (tx: PgliteTransactionLike) => Promise<T>): Promise<T>;
}

interface PgliteTransactionLike {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  exec(sql: string): Promise<QueryResult[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

interface PgliteThread extends PgliteLike {
  /** A tarball of the data directory (tests clone a migrated template from it). */
  dumpDataDir(): Promise<Blob>;
  /** Closes PGlite (it writes what it holds) and ends the thread. */
  close(): Promise<void>;
  /** Ends the thread at once, as a crash would (tests of the outage behaviour). */
  crash(): Promise<void>;
}

interface PgliteThreadOptions {
  dataDir?: string;
  loadDataDir?: Blob;
}

/**
 * The answer every call gets while the thread is gone (it crashed or was ended): a connection
 * failure (SQLSTATE 08006), which the server treats as "database away" (503, `not_saved`,
 * `database_unavailable`), as it does for a lost PostgreSQL connection.
 */
class EmbeddedDatabaseStopped extends Error {
  readonly code = '08006';
  constructor(reason: string) {
    super(`The embedded database stopped: ${reason}`);
    this.name = 'EmbeddedDatabaseStopped';
  }
}

type Message = { op: string; tx?: number; [key: string]: unknown };
type Answer = { id: number; result?: unknown; error?: Record<string, unknown> };

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

/** The global WebAssembly (its types come with the DOM library, which the server does not load). */
const wasm = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<object> } }
).WebAssembly;

interface Assets {
  /** A compiled WebAssembly.Module: threads of one process share it. */
  pgliteWasmModule: object;
  fsBundle: Blob;
}
let assets: Promise<Assets> | null = null;

/**
 * PGlite's WebAssembly compiled once per process (in V8's background threads) and its file-system
 * bundle read once: every thread gets both, instead of compiling 9 MB of WebAssembly itself
 * (tests open a database per file, and a restarted thread opens at once).
 */
function loadAssets(): Promise<Assets> {
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  assets ??= Promise.all([
    readFile(path.join(dist, 'pglite.wasm')).then((bytes) => wasm.compile(bytes)),
    readFile(path.join(dist, 'pglite.data')).then((bytes) => new Blob([bytes])),
  ]).then(([pgliteWasmModule, fsBundle]) => ({ pgliteWasmModule, fsBundle }));
  assets.catch(() => {
    assets = null;
  });
  return assets;
}

/** An error from the thread, rebuilt with PostgreSQL's fields (code, table, constraint, ...). */
function rebuildError(plain: Record<string, unknown>): Error {
  const { message, name, stack, ...fields } = plain;
  const error = new Error(String(message));
  error.name = String(name ?? 'Error');
  Object.assign(error, fields);
  if (typeof stack === 'string') error.stack = stack;
  return error;
}

/** How long after the thread ended a call may start a new one (on a data directory). */
export const RESTART_DELAY_MS = 1000;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** One worker thread running PGlite; `stopped` is set once it ended or crashed. */
interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
  stopped: EmbeddedDatabaseStopped | null;
  stoppedAt: number;
}

async function startThread(
  data: { dataDir?: string; loadDataDir?: ArrayBuffer },
  transfer: ArrayBuffer[],
  isClosing: () => boolean,
): Promise<Thread> {
  const workerData = { ...data, ...(await loadAssets()) };
  const worker = new Worker(WORKER_URL, { workerData, transferList: transfer });
  const thread: Thread = { worker, pending: new Map(), stopped: null, stoppedAt: 0 };
  // The thread keeps the process alive only while a call waits for it, as a socket would.
  worker.unref();
  await new Promise<void>((resolve, reject) => {
    const onReady = (message: { ready?: boolean; error?: Record<string, unknown> }) => {
      if (message.ready === undefined) return;
      worker.off('message', onReady);
      if (message.ready) resolve();
      else reject(rebuildError(message.error ?? { message: 'PGlite did not open' }));
    };
    worker.on('message', onReady);
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new EmbeddedDatabaseStopped(`the thread ended while opening (${code})`)),
    );
  });
  const stop = (reason: string) => {
    if (thread.stopped) return;
    thread.stopped = new EmbeddedDatabaseStopped(reason);
    thread.stoppedAt = Date.now();
    for (const entry of thread.pending.values()) entry.reject(thread.stopped);
    thread.pending.clear();
  };
  worker.on('message', (message: Answer) => {
    const entry = thread.pending.get(message.id);
    if (!entry) return;
    thread.pending.delete(message.id);
    if (thread.pending.size === 0) worker.unref();
    if (message.error) entry.reject(rebuildError(message.error));
    else entry.resolve(message.result);
  });
  worker.on('error', (error) => stop(error.message));
  worker.on('exit', (code) => stop(isClosing() ? 'closed' : `the thread ended (${code})`));
  return thread;
}

/**
 * Starts PGlite in a worker thread; resolves once it is open. If the thread dies (a crash),
 * every call waiting for it and every later call fails with `EmbeddedDatabaseStopped`; on a data
 * directory, a call from `RESTART_DELAY_MS` after that starts a new thread on the same directory
 * (PGlite recovers from its write-ahead log), as a lost PostgreSQL connection is replaced.
 */
export async function openPgliteThread(options: PgliteThreadOptions = {}): Promise<PgliteThread> {
  const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  let closing = false;
  const isClosing = () => closing;
  let thread = await startThread(
    { dataDir: options.dataDir, loadDataDir },
    loadDataDir ? [loadDataDir] : [],
    isClosing,
  );
  let restarting: Promise<Thread> | null = null;
  let nextId = 1;

  /** The live thread, a new one on the data directory after a crash, or the reason there is none. */
  async function current(): Promise<Thread> {
    if (!thread.stopped) return thread;
    if (closing || !options.dataDir || Date.now() - thread.stoppedAt < RESTART_DELAY_MS)
      throw thread.stopped;
    restarting ??= startThread({ dataDir: options.dataDir }, [], isClosing)
      .then((started) => {
        thread = started;
        return started;
      })
      .catch((error: unknown) => {
        thread.stoppedAt = Date.now();
        throw new EmbeddedDatabaseStopped(
          `could not start again (${error instanceof Error ? error.message : String(error)})`,
        );
      })
      .finally(() => {
        restarting = null;
      });
    return restarting;
  }

  function post<T>(target: Thread, message: Message, transfer: ArrayBuffer[] = []): Promise<T> {
    if (target.stopped) return Promise.reject(target.stopped);
    const id = nextId;
    nextId += 1;
    if (target.pending.size === 0) target.worker.ref();
    return new Promise<T>((resolve, reject) => {
      target.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      target.worker.postMessage({ ...message, id }, transfer);
    });
  }

  const call = async <T>(message: Message): Promise<T> => post<T>(await current(), message);

  return {
    query: (sql, params, opts) =>
      call<QueryResult>({ op: 'query', sql, params: params ?? [], rowMode: opts?.rowMode }),
    exec: (sql) => call<QueryResult[]>({ op: 'exec', sql }),
    async transaction<T>(callback: (tx: PgliteTransactionLike) => Promise<T>): Promise<T> {
      // A transaction lives in one thread: if that thread dies, its calls fail (never reach
      // a new thread, where the transaction does not exist).
      const owner = await current();
      const tx = await post<number>(owner, { op: 'begin' });
      let closed = false;
      const handle: PgliteTransactionLike = {
        query: (sql, params, opts) =>
          post<QueryResult>(owner, {
            op: 'query',
            sql,
            params: params ?? [],
            rowMode: opts?.rowMode,
            tx,
          }),
        exec: (sql) => post<QueryResult[]>(owner, { op: 'exec', sql, tx }),
        rollback: async () => {
          await post(owner, { op: 'rollback', tx });
          closed = true;
        },
        get closed() {
          return closed;
        },
      };
      let result: T;
      try {
        result = await callback(handle);
      } catch (error) {
        closed = true;
        await post(owner, { op: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
      closed = true;
      await post(owner, { op: 'end', tx, commit: true });
      return result;
    },
    async dumpDataDir() {
      return new Blob([await call<ArrayBuffer>({ op: 'dump' })]);
    },
    async crash() {
      await thread.worker.terminate();
    },
    async close() {
      closing = true;
      await restarting?.catch(() => {});
      const { worker } = thread;
      if (thread.stopped) return;
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.ref();
      await post(thread, { op: 'close' }).catch(() => {});
      // The thread ends itself once PGlite is closed; one that does not is ended after 5 s.
      const timer = setTimeout(() => void worker.terminate(), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
