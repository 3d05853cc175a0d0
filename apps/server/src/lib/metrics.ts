// What an operations team watches (docs/decisions/operations.md): Prometheus text from prom-client,
// one registry per app (tests run several apps in one process). Labels name routes by their
// template, namespaces, outcomes and event names — never a user, a lecture or an address.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import client from 'prom-client';

/** Seconds buckets for the live paths: a press, a fan-out, a Redis round trip. */
const LIVE_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** Seconds buckets for HTTP requests (uploads and statistics take longer). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** What the gauges read when Prometheus scrapes (set once the parts exist). */
export interface MetricSources {
  /** Connected sockets per Socket.IO namespace on this instance. */
  socketsPerNamespace?: () => Record<string, number>;
  /** Lectures with at least one connected socket on this instance. */
  liveLectures?: () => number;
  /** Reaction events waiting to be stored. */
  journalQueue?: () => number;
  /** The PostgreSQL pool (absent on the embedded database). */
  databasePool?: () => { total: number; idle: number; waiting: number };
}

export type PressOutcome = 'stored' | 'refused' | 'not_saved_yet';

export class Metrics {
  readonly registry = new client.Registry();
  readonly sources: MetricSources = {};

  readonly presses = new client.Counter({
    name: 'o4f_presses_total',
    help: 'Reaction presses and take-backs received, by how they were acknowledged.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly pressSeconds = new client.Histogram({
    name: 'o4f_press_ack_seconds',
    help: 'From a press reaching the server to its acknowledgement (stored or refused).',
    labelNames: ['outcome'] as const,
    buckets: LIVE_BUCKETS,
    registers: [this.registry],
  });

  readonly fanoutSeconds = new client.Histogram({
    name: 'o4f_fanout_seconds',
    help: "From a change to its emit to the lecture's sockets (teachers' counts, slide changes).",
    labelNames: ['event'] as const,
    buckets: LIVE_BUCKETS,
    registers: [this.registry],
  });

  readonly httpSeconds = new client.Histogram({
    name: 'o4f_http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  readonly #loopDelay = monitorEventLoopDelay({ resolution: 10 });

  constructor() {
    const sources = this.sources;
    client.collectDefaultMetrics({ register: this.registry, prefix: 'o4f_process_' });
    this.#loopDelay.enable();
    const loopDelay = this.#loopDelay;
    new client.Gauge({
      name: 'o4f_event_loop_lag_p99_seconds',
      help: "The 99th percentile of the event loop's delay since the last scrape.",
      registers: [this.registry],
      collect() {
        this.set(loopDelay.percentile(99) / 1e9);
        loopDelay.reset();
      },
    });
    new client.Gauge({
      name: 'o4f_connected_sockets',
      help: 'Connected Socket.IO sockets on this instance, per namespace.',
      labelNames: ['namespace'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [namespace, count] of Object.entries(sources.socketsPerNamespace?.() ?? {}))
          this.set({ namespace }, count);
      },
    });
    new client.Gauge({
      name: 'o4f_live_lectures',
      help: 'Lectures with a connected socket on this instance.',
      registers: [this.registry],
      collect() {
        this.set(sources.liveLectures?.() ?? 0);
      },
    });
    new client.Gauge({
      name: 'o4f_reaction_journal_queue',
      help: 'Reaction events accepted but not stored yet.',
      registers: [this.registry],
      collect() {
        this.set(sources.journalQueue?.() ?? 0);
      },
    });
    new client.Gauge({
      name: 'o4f_db_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const pool = sources.databasePool?.();
        if (!pool) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
  }

  /** Redis's families, only where there is a Redis: one PING per scrape, timed. */
  watchRedis(ping: () => Promise<unknown>): void {
    const seconds = new client.Histogram({
      name: 'o4f_redis_round_trip_seconds',
      help: 'A Redis PING, timed on each scrape.',
      buckets: LIVE_BUCKETS,
      registers: [this.registry],
    });
    new client.Gauge({
      name: 'o4f_redis_up',
      help: '1 when a Redis PING answered on this scrape, else 0.',
      registers: [this.registry],
      async collect() {
        const end = seconds.startTimer();
        try {
          await ping();
          end();
          this.set(1);
        } catch {
          this.set(0);
        }
      },
    });
  }

  /**
   * The embedded database's backups (lib/backups.ts), only where they are taken: when the last
   * one was written (seconds since the epoch; 0 when none is known).
   */
  watchBackups(lastWritten: () => number | null): void {
    new client.Gauge({
      name: 'o4f_backup_last_success_timestamp_seconds',
      help: 'When the newest backup of the embedded database was written (0: none yet).',
      registers: [this.registry],
      collect() {
        this.set((lastWritten() ?? 0) / 1000);
      },
    });
  }

  /**
   * Times a press to its acknowledgement: the returned start goes to `pressEnded` with the
   * outcome (a number, not a closure, for a press to hold while it waits).
   */
  pressStarted(): number {
    return performance.now();
  }

  pressEnded(started: number, outcome: PressOutcome): void {
    this.pressSeconds.observe({ outcome }, (performance.now() - started) / 1000);
    this.presses.inc({ outcome });
  }

  /** Times a fan-out (`event`: the emitted event's name). */
  async timeFanout<T>(event: string, work: () => Promise<T>): Promise<T> {
    const end = this.fanoutSeconds.startTimer({ event });
    try {
      return await work();
    } finally {
      end();
    }
  }

  stop(): void {
    this.#loopDelay.disable();
  }
}
