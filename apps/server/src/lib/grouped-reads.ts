// Reads of one statement's shape, grouped: a read asked for while another runs waits for it and
// goes together with the others that waited, in one statement per group (a lecture, say), as the
// reaction journal groups its writes. A read alone is sent at once. When a hall opens a page at
// once, each request needs its own row of the same statement; on the embedded database those
// statements ran one after another on its one thread (docs/decisions/question-list-at-scale.md).
// A read waits for a running statement at most `maxWaitMs`: then it goes in a statement of its own
// group beside it, so that a statement that hangs (a database that stopped answering) does not
// hold every later read behind it — each fails or waits on its own, as ungrouped reads would.

interface Waiting<K, R> {
  key: K;
  resolve: (row: R) => void;
  reject: (error: unknown) => void;
}

interface Group<G, K, R> {
  group: G;
  waiting: Waiting<K, R>[];
}

/**
 * Reads every key of a group in one statement: the answer of each key (the `missing` answer
 * for a key the statement did not return). Each waiting read gets its own key's answer only.
 */
type ReadMany<G, K, R> = (group: G, keys: K[]) => Promise<ReadonlyMap<K, R>>;

/** How long a read waits for a running statement before it goes beside it. */
const GROUPED_READ_MAX_WAIT_MS = 25;

export class GroupedReads<G, K, R> {
  /** Per group (by its key), the reads waiting for the next statement. */
  readonly #waiting = new Map<string | number, Group<G, K, R>>();
  /** Statements under way. */
  #running = 0;
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly readMany: ReadMany<G, K, R>,
    private readonly missing: () => R,
    private readonly maxWaitMs = GROUPED_READ_MAX_WAIT_MS,
  ) {}

  /** The answer for `key` in `group`; `groupKey` tells groups apart. */
  read(groupKey: string | number, group: G, key: K): Promise<R> {
    return new Promise((resolve, reject) => {
      const waiting = this.#waiting.get(groupKey);
      if (waiting) waiting.waiting.push({ key, resolve, reject });
      else this.#waiting.set(groupKey, { group, waiting: [{ key, resolve, reject }] });
      if (this.#running === 0) this.#send();
      else if (!this.#timer) {
        this.#timer = setTimeout(() => this.#send(), this.maxWaitMs);
        this.#timer.unref();
      }
    });
  }

  /** Sends every waiting read, one statement per group. */
  #send(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (this.#waiting.size === 0) return;
    const batch = [...this.#waiting.values()];
    this.#waiting.clear();
    this.#running += 1;
    void Promise.all(batch.map((group) => this.#readGroup(group))).finally(() => {
      this.#running -= 1;
      this.#send();
    });
  }

  async #readGroup({ group, waiting }: Group<G, K, R>): Promise<void> {
    try {
      const answers = await this.readMany(group, [...new Set(waiting.map((read) => read.key))]);
      for (const read of waiting) {
        read.resolve(answers.has(read.key) ? answers.get(read.key)! : this.missing());
      }
    } catch (error) {
      for (const read of waiting) read.reject(error);
    }
  }
}

/**
 * One reader per context (an app, a test server), made on its first read: the function returned
 * gives the context's reader, whose statements read through that context's database.
 */
export function perContext<C extends object, G, K, R>(
  make: (ctx: C) => GroupedReads<G, K, R>,
): (ctx: C) => GroupedReads<G, K, R> {
  const readers = new WeakMap<C, GroupedReads<G, K, R>>();
  return (ctx) => {
    let reader = readers.get(ctx);
    if (!reader) readers.set(ctx, (reader = make(ctx)));
    return reader;
  };
}
