import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { GuessStore } from './lib/code-guesses.ts';
import type { DomainEvents } from './lib/domain-events.ts';
import type { LiveState } from './live/live-state.ts';
import type { Metrics } from './lib/metrics.ts';
import type { Mailer } from './mail/mailer.ts';

/** What services need from the running server; built once in buildApp and passed down. */
export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** HMAC key for generated student credentials (CREDENTIAL_SECRET or a persisted generated one). */
  credentialSecret: string;
  /** Services emit here after a change is committed; realtime code listens. */
  events: DomainEvents;
  /** All live-lecture state (codes, waiting rooms, attendance, reactions, slides): memory or Redis. */
  live: LiveState;
  /** Wrong Lecture Code guesses per address: memory or Redis, shared like `live`. */
  guesses: GuessStore;
  /** Prometheus metrics of this instance (lib/metrics.ts). */
  metrics: Metrics;
}
