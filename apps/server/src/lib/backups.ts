// Backups of the embedded database, taken while the server runs: PGlite writes its data directory
// as one tar between two statements (a consistent copy: it holds the write-ahead log with the
// files), which is gzipped here off the event loop into BACKUP_DIR — each day at BACKUP_HOUR,
// server time (a quiet hour: the database answers nothing else while it writes the tar), and on
// SIGUSR2. The BACKUP_KEEP newest are kept. A backup is restored by unpacking it into an empty
// DATA_DIR/pglite with the server stopped (README, "Backups"). PostgreSQL is backed up with its
// own tools; nothing is scheduled there.
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Metrics } from './metrics.ts';

const NAME = /^o4f-[\dT-]+Z\.tar\.gz$/;

/** The next whole `hour` (server time) strictly after `now`. */
export function nextBackupAt(now: Date, hour: number): Date {
  const next = new Date(now);
  next.setHours(hour, 0, 0, 0);
  if (next <= now) next.setDate(next.getDate() + 1);
  return next;
}

/**
 * Writes one backup into `dir` and keeps the `keep` newest; returns its path. It is written under
 * a partial name, the oldest are removed, and then it is renamed: a crash leaves no file that
 * looks whole, and when the new backup appears the folder holds `keep` at most.
 */
export async function writeBackup(
  dump: () => Promise<Blob>,
  dir: string,
  keep: number,
  now = new Date(),
): Promise<string> {
  await mkdir(dir, { recursive: true });
  // What a backup cut short by a crash or a forced exit left (one is written at a time).
  for (const name of await readdir(dir)) {
    if (NAME.test(name.replace(/\.partial$/, '')) && name.endsWith('.partial')) {
      await rm(path.join(dir, name), { force: true });
    }
  }
  const file = path.join(dir, `o4f-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  const partial = `${file}.partial`;
  const tar = await dump();
  try {
    await pipeline(
      Readable.fromWeb(tar.stream() as WebReadableStream<Uint8Array>),
      createGzip(),
      createWriteStream(partial),
    );
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const older = (await readdir(dir)).filter(
    (name) => NAME.test(name) && name < path.basename(file),
  );
  for (const old of older.sort().slice(0, Math.max(0, older.length - (keep - 1)))) {
    await rm(path.join(dir, old), { force: true });
  }
  await rename(partial, file);
  return file;
}

/** When the newest backup in `dir` was written (ms since the epoch), or null. */
async function newestBackupTime(dir: string): Promise<number | null> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => NAME.test(name));
  const newest = names.sort().at(-1);
  if (!newest) return null;
  return (await stat(path.join(dir, newest)).catch(() => null))?.mtimeMs ?? null;
}

export interface Backups {
  /**
   * Takes a backup now, one at a time: a call while one is written waits for it and then takes
   * one more, which the calls meanwhile share.
   */
  now(): Promise<void>;
  /** No more backups; waits for one being written. */
  stop(): Promise<void>;
}

/**
 * Daily backups of the embedded database (and on demand); none when `dump` is undefined (the
 * database is PostgreSQL) or BACKUP_KEEP is 0.
 */
export function startBackups(
  dump: (() => Promise<Blob>) | undefined,
  config: Pick<Config, 'BACKUP_DIR' | 'BACKUP_HOUR' | 'BACKUP_KEEP'>,
  log: FastifyBaseLogger,
  metrics?: Pick<Metrics, 'watchBackups'>,
): Backups {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const enabled = dump !== undefined && config.BACKUP_KEEP > 0;
  /** When the newest backup was written (ms since the epoch): the folder's, until one is taken here. */
  let lastWritten: number | null = null;
  let running: Promise<void> = enabled
    ? newestBackupTime(config.BACKUP_DIR).then((time) => {
        lastWritten ??= time;
      })
    : Promise.resolve();
  if (enabled) metrics?.watchBackups(() => lastWritten);

  /** A backup asked for while one is written, not begun yet: later asks join it. */
  let queued: Promise<void> | null = null;
  const take = () => {
    if (queued) return queued;
    const next = running.then(async () => {
      queued = null;
      if (!dump || stopped) return;
      const started = performance.now();
      try {
        const file = await writeBackup(dump, config.BACKUP_DIR, config.BACKUP_KEEP);
        lastWritten = Date.now();
        log.info({ file, ms: Math.round(performance.now() - started) }, 'Backup written');
      } catch (error) {
        log.error({ err: error, dir: config.BACKUP_DIR }, 'Backup failed');
      }
    });
    queued = next;
    running = next;
    return next;
  };
  const schedule = () => {
    if (!enabled || stopped) return;
    const delay = nextBackupAt(new Date(), config.BACKUP_HOUR).getTime() - Date.now();
    timer = setTimeout(() => {
      timer = null;
      void take().then(schedule);
    }, delay);
    timer.unref();
  };
  schedule();

  return {
    now() {
      if (!enabled) {
        log.warn(
          dump
            ? 'Backups are off (BACKUP_KEEP=0)'
            : 'No backup taken: on PostgreSQL use pg_dump (README, "Backups")',
        );
        return Promise.resolve();
      }
      return take();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
