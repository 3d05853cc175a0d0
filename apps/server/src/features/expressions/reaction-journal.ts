// The reaction journal: a press is acknowledged once its event is in the database
// (docs/decisions/reaction-acknowledgement.md). Presses that arrive while a write runs wait for
// the next one, so one transaction carries every press of that moment (group commit) and the
// database sees a handful of writes a second however many students press. A write starts on the
// turn of the event loop after the press that asks for it, so that the presses already received
// join it: the embedded database answers within the same turn, and without that pause each press
// was a transaction of its own (three statements per press at 5,000 presses a second). Nothing is dropped
// while the database is away: the events stay queued, their presses are told they are not saved
// yet, and the journal retries until the database takes them. A stored batch's presses are told in
// slices (TELL_SLICE), so that a large one does not hold the presses arriving behind it.
import type { LiveEvent } from '../../live/live-state.ts';

export type ReactionEvent = Extract<LiveEvent, { type: 'reaction' }>;

/**
 * Presses of a stored batch told in one go; the rest after the event loop has turned (reading
 * the presses that arrived meanwhile). Each costs about 50 µs (its tab's event and its
 * acknowledgement written): a hall's batch of 4,000 told at once held every press behind it for
 * 200 ms (docs/decisions/young-generation.md).
 */
export const TELL_SLICE = 250;

/**
 * Told once: null when the event is stored, NotSavedYet when its first write failed or it waited
 * past its deadline (the event stays queued).
 */
export type OnStored = (error: NotSavedYet | null) => void;

/**
 * What a waiting press holds: its event and whom to tell, nothing more (a press waits tens to
 * hundreds of milliseconds here, long enough for the collector to copy what it holds).
 */
interface Entry {
  event: ReactionEvent;
  /** Whom to tell when the event is stored or not yet; null once told. */
  notify: OnStored | null;
  /** When its press stops waiting and is told the reaction is not saved yet (Date.now()). */
  deadline: number;
}

export interface ReactionJournalOptions {
  /**
   * Stores the events, or throws when they could not be stored and may be later (the database
   * is away): the journal keeps them and tries again.
   */
  write: (events: ReactionEvent[]) => Promise<void>;
  /** Most events per transaction. */
  maxBatch?: number;
  /**
   * How long a press waits for its event to be stored before it is told that it is not saved
   * yet (NotSavedYet); the event stays queued. One timer for the journal, not one per press:
   * presses are told within a quarter of this (at most 250 ms) after it.
   */
  ackTimeoutMs?: number;
  /**
   * A press's `onStored` that threw (a fault of its acknowledgement): reported here, and the
   * rest of its batch is still told.
   */
  onError?: (error: unknown) => void;
  /** First retry after a failed write; doubled up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/** Thrown to a press whose event is kept but not stored yet (the database is away). */
export class NotSavedYet extends Error {
  constructor(cause: unknown) {
    super('The reaction is kept and will be stored when the database is back', { cause });
    this.name = 'NotSavedYet';
  }
}

export class ReactionJournal {
  readonly #options: Required<ReactionJournalOptions>;
  #queue: Entry[] = [];
  #writing: Promise<void> | null = null;
  #retryTimer: NodeJS.Timeout | null = null;
  #scheduled: NodeJS.Immediate | null = null;
  #deadlines: NodeJS.Timeout | null = null;
  #retryMs: number;
  /** Per student, their latest event not stored yet or not told yet (a repeated press waits for it). */
  readonly #latest = new Map<number, Entry>();
  /** Stored entries whose presses are still to be told, in slices of TELL_SLICE. */
  #stored: Entry[] = [];
  #slicing: NodeJS.Immediate | null = null;
  #stopped = false;

  constructor(options: ReactionJournalOptions) {
    this.#options = {
      maxBatch: 5000,
      ackTimeoutMs: 5000,
      retryMs: 200,
      maxRetryMs: 5000,
      onError: () => {},
      ...options,
    };
    this.#retryMs = this.#options.retryMs;
  }

  /** Events waiting to be stored. */
  get pending(): number {
    return this.#queue.length;
  }

  /**
   * Queues the event; `onStored(null)` once it is stored. `onStored(NotSavedYet)` when a write of
   * it failed because the database is away, or when it was not stored within `ackTimeoutMs`: the
   * event stays queued and is stored later.
   */
  write(event: ReactionEvent, onStored: OnStored): void {
    const entry: Entry = {
      event,
      notify: onStored,
      deadline: Date.now() + this.#options.ackTimeoutMs,
    };
    this.#queue.push(entry);
    this.#latest.set(event.studentId, entry);
    this.#watchDeadlines();
    this.#kick();
  }

  /**
   * Tells `onStored` when the student's latest event is stored, as `write` does; at once (null)
   * when none is waiting, and at once (NotSavedYet) when it was already told it is not saved yet.
   */
  settled(studentId: number, onStored: OnStored): void {
    const entry = this.#latest.get(studentId);
    if (!entry) return onStored(null);
    const first = entry.notify;
    if (first === null) return onStored(new NotSavedYet(null));
    entry.notify = (error) => {
      try {
        first(error);
      } finally {
        onStored(error);
      }
    };
  }

  /** Stores what is queued, trying for at most `timeoutMs`; returns how many stay unsaved. */
  async stop(timeoutMs = 5000): Promise<number> {
    this.#stopped = true;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#retryTimer = null;
    if (this.#scheduled) clearImmediate(this.#scheduled);
    this.#scheduled = null;
    if (this.#deadlines) clearInterval(this.#deadlines);
    this.#deadlines = null;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await this.#writing;
      this.#tellAllStored();
      if (this.#queue.length === 0 || Date.now() >= deadline) return this.#queue.length;
      this.#writing = this.#writeBatch().catch(() => {});
      await this.#writing;
      this.#writing = null;
      if (this.#queue.length > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** While events wait, tells the presses that waited past their deadline (oldest first). */
  #watchDeadlines(): void {
    if (this.#deadlines || this.#stopped) return;
    const every = Math.max(10, Math.min(250, this.#options.ackTimeoutMs / 4));
    this.#deadlines = setInterval(() => {
      const now = Date.now();
      for (const entry of this.#queue) {
        if (entry.deadline > now) break;
        this.#tell(entry, new NotSavedYet(null));
      }
      if (this.#queue.length === 0 && this.#deadlines) {
        clearInterval(this.#deadlines);
        this.#deadlines = null;
      }
    }, every);
    this.#deadlines.unref();
  }

  #kick(): void {
    if (this.#writing || this.#retryTimer || this.#scheduled) return;
    if (this.#stopped || this.#queue.length === 0) return;
    this.#scheduled = setImmediate(() => {
      this.#scheduled = null;
      this.#start();
    });
  }

  #start(): void {
    if (this.#writing || this.#retryTimer || this.#stopped || this.#queue.length === 0) return;
    this.#writing = this.#writeBatch()
      .then(
        () => {
          this.#retryMs = this.#options.retryMs;
        },
        () => {
          // Kept; try again later, waiting longer each time the database is still away.
          this.#retryTimer = setTimeout(() => {
            this.#retryTimer = null;
            this.#kick();
          }, this.#retryMs);
          this.#retryTimer.unref();
          this.#retryMs = Math.min(this.#retryMs * 2, this.#options.maxRetryMs);
        },
      )
      .finally(() => {
        this.#writing = null;
        this.#kick();
      });
  }

  /** Writes the oldest batch; throws (keeping it queued) when it could not be stored. */
  async #writeBatch(): Promise<void> {
    const batch = this.#queue.slice(0, this.#options.maxBatch);
    if (batch.length === 0) return;
    try {
      await this.#options.write(batch.map((entry) => entry.event));
    } catch (error) {
      for (const entry of batch) this.#tell(entry, new NotSavedYet(error));
      throw error;
    }
    this.#queue.splice(0, batch.length);
    for (const entry of batch) this.#stored.push(entry);
    if (!this.#slicing) this.#tellSlice();
  }

  /**
   * Tells the next TELL_SLICE stored presses, and schedules the next slice after the event
   * loop's turn. A batch no larger than a slice is told at once.
   */
  #tellSlice = (): void => {
    this.#slicing = null;
    const all = this.#stored.length <= TELL_SLICE;
    const slice = all ? this.#stored : this.#stored.splice(0, TELL_SLICE);
    if (all) this.#stored = [];
    for (const entry of slice) {
      this.#tell(entry, null);
      if (this.#latest.get(entry.event.studentId) === entry) {
        this.#latest.delete(entry.event.studentId);
      }
    }
    if (this.#stored.length > 0 && !this.#stopped) this.#slicing = setImmediate(this.#tellSlice);
  };

  /** Tells every stored press at once (stopping). */
  #tellAllStored(): void {
    if (this.#slicing) clearImmediate(this.#slicing);
    this.#slicing = null;
    while (this.#stored.length > 0) this.#tellSlice();
  }

  /** Tells the entry's press, once; one that throws does not keep the rest of its batch from it. */
  #tell(entry: Entry, error: NotSavedYet | null): void {
    const notify = entry.notify;
    if (notify === null) return;
    entry.notify = null;
    try {
      notify(error);
    } catch (thrown) {
      this.#options.onError(thrown);
    }
  }
}
