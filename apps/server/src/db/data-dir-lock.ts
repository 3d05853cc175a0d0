// One process at a time on an embedded database's directory. PGlite has no lock of its own: two
// processes opened on one DATA_DIR (a second `npm start` on another PORT, `npm run admin` while
// the server runs) both write its files, and the database is damaged. The holder listens on a
// local socket named for the directory; the kernel closes it when the process ends however it
// ends (kill -9 included), so a socket file nobody answers on is left over and taken over.
import { createHash } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export class DataDirInUse extends Error {
  constructor(dir: string) {
    super(
      `another Open4Feedback process has the embedded database in ${dir} open. ` +
        'Stop it first, or give this one its own DATA_DIR.',
    );
    this.name = 'DataDirInUse';
  }
}

/**
 * The lock's file sits beside the directory (`…/pglite.open.sock`), not in it, where the
 * database's own files and its backups are; paths longer than a socket's name can hold go to
 * tmpdir.
 */
const LOCK_SUFFIX = '.open.sock';
const MAX_SOCKET_PATH = 100;
const RETRY_MS = 200;

/** Where the holder of `dir` listens: a socket file beside it, or a named pipe on Windows. */
export function lockAddress(dir: string): string {
  const resolved = path.resolve(dir);
  const hash = createHash('sha256').update(resolved).digest('hex').slice(0, 24);
  if (process.platform === 'win32') return `\\\\?\\pipe\\o4f-${hash}`;
  const beside = `${resolved}${LOCK_SUFFIX}`;
  return beside.length <= MAX_SOCKET_PATH ? beside : path.join(tmpdir(), `o4f-${hash}.sock`);
}

const listen = (server: net.Server, address: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });

/** Whether a process answers on the address. */
const answers = (address: string) =>
  new Promise<boolean>((resolve) => {
    const probe = net.connect(address);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });

/** Takes the address, or returns null while another process holds it. */
async function take(address: string): Promise<net.Server | null> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const server = net.createServer((connection) => connection.destroy());
    try {
      await listen(server, address);
      server.unref();
      return server;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      if (await answers(address)) return null;
      // Left by a process that ended without closing it.
      await unlink(address).catch(() => {});
    }
  }
  return null;
}

/**
 * Holds `dir` for this process until the returned function is called. While another process
 * holds it, tries again for `waitMs` (a restarted server whose predecessor is still closing
 * its database), then throws DataDirInUse.
 */
export async function lockDataDir(
  dir: string,
  { waitMs = 15_000 }: { waitMs?: number } = {},
): Promise<() => Promise<void>> {
  const address = lockAddress(dir);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const server = await take(address);
    if (server) return () => new Promise<void>((resolve) => server.close(() => resolve()));
    if (Date.now() >= deadline) throw new DataDirInUse(dir);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}
