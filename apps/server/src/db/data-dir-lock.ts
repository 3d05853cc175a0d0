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
 * database's own files and its backups are. Where no socket can be made there (a path longer
 * than a socket's name can hold, a file system without sockets, something in the way that is not
 * a socket), it goes to tmpdir under a name made from the directory's path.
 */
const LOCK_SUFFIX = '.open.sock';
const MAX_SOCKET_PATH = 100;
const RETRY_MS = 200;

/** Where the holder of `dir` listens, first choice first: beside it, then in tmpdir. */
export function lockAddresses(dir: string): string[] {
  const resolved = path.resolve(dir);
  const hash = createHash('sha256').update(resolved).digest('hex').slice(0, 24);
  if (process.platform === 'win32') return [`\\\\?\\pipe\\o4f-${hash}`];
  const beside = `${resolved}${LOCK_SUFFIX}`;
  const inTmp = path.join(tmpdir(), `o4f-${hash}.sock`);
  return beside.length <= MAX_SOCKET_PATH ? [beside, inTmp] : [inTmp];
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

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Takes the address: its server; 'held' while another process answers there; 'unusable' when
 * no socket can be made there.
 */
async function take(address: string): Promise<net.Server | 'held' | 'unusable'> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const server = net.createServer((connection) => connection.destroy());
    try {
      await listen(server, address);
      server.unref();
      return server;
    } catch (error) {
      if (code(error) !== 'EADDRINUSE') return 'unusable';
      if (await answers(address)) return 'held';
      // Left by a process that ended without closing it; what cannot be removed is in the way.
      const removed = await unlink(address).then(
        () => true,
        (unlinkError: unknown) => code(unlinkError) === 'ENOENT',
      );
      if (!removed) return 'unusable';
    }
  }
  return 'held';
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
  const addresses = lockAddresses(dir);
  const deadline = Date.now() + waitMs;
  for (let choice = 0; ;) {
    const address = addresses[choice];
    if (address === undefined)
      throw new Error(`No lock could be made for ${dir}: ${addresses.join(', ')}`);
    const taken = await take(address);
    if (taken === 'unusable') {
      choice += 1;
      continue;
    }
    if (taken !== 'held') return () => new Promise<void>((resolve) => taken.close(() => resolve()));
    if (Date.now() >= deadline) throw new DataDirInUse(dir);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}
