import { describe, expect, it } from 'vitest';
import { NotSavedYet, ReactionJournal, TELL_SLICE } from './reaction-journal.ts';
import type { ReactionEvent } from './reaction-journal.ts';

const press = (studentId: number, tag: 1 | 2 | 3 | 4 | 5 = 1): ReactionEvent => ({
  type: 'reaction',
  courseId: 1,
  lectureNum: 1,
  studentId,
  tag,
  previous: null,
  slideNumber: 1,
  at: 1_000 + studentId,
});

/** A store that can be taken away and brought back, recording every write it accepted. */
function store() {
  const written: ReactionEvent[][] = [];
  let away = false;
  let calls = 0;
  return {
    written,
    get calls() {
      return calls;
    },
    set away(value: boolean) {
      away = value;
    },
    write: async (events: ReactionEvent[]) => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (away) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      written.push(events);
    },
  };
}

/** The journal's answer to one press as a promise: resolved once stored, else NotSavedYet. */
const stored = (journal: ReactionJournal, event: ReactionEvent) =>
  new Promise<void>((resolve, reject) =>
    journal.write(event, (error) => (error ? reject(error) : resolve())),
  );

const settled = (journal: ReactionJournal, studentId: number) =>
  new Promise<void>((resolve, reject) =>
    journal.settled(studentId, (error) => (error ? reject(error) : resolve())),
  );

const until = async (check: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('reaction journal', () => {
  it('tells a press that waited past the timeout it is not saved yet, and stores it later', async () => {
    // A write that hangs (a database that takes the connection but does not answer).
    let release!: () => void;
    const hung = new Promise<void>((resolve) => (release = resolve));
    const written: ReactionEvent[][] = [];
    const journal = new ReactionJournal({
      write: async (events) => {
        await hung;
        written.push(events);
      },
      ackTimeoutMs: 100,
    });
    const started = Date.now();
    await expect(stored(journal, press(1))).rejects.toBeInstanceOf(NotSavedYet);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    // A repeated press is told at once; the event is still queued.
    await expect(settled(journal, 1)).rejects.toBeInstanceOf(NotSavedYet);
    expect(journal.pending).toBe(1);
    // A later press has a deadline of its own: stored once the hung write ends, it is told so.
    const later = stored(journal, press(2));
    release();
    await later;
    expect(written.flat().map((event) => event.studentId)).toEqual([1, 2]);
    expect(journal.pending).toBe(0);
  });

  it('resolves each write once it is stored, many presses sharing a transaction', async () => {
    const db = store();
    const journal = new ReactionJournal({ write: db.write });
    await Promise.all(Array.from({ length: 300 }, (_, i) => stored(journal, press(i + 1))));
    expect(db.written.flat().map((event) => event.studentId)).toEqual(
      Array.from({ length: 300 }, (_, i) => i + 1),
    );
    // The first press starts a write; the 299 arriving during it share the next one.
    expect(db.written.length).toBeLessThanOrEqual(2);
    expect(journal.pending).toBe(0);
  });

  it('shares a write among the presses of one turn even when the store answers at once', async () => {
    // The embedded database answers within the same turn of the event loop; presses arrive from
    // separate socket callbacks, each followed by its microtasks.
    const written: ReactionEvent[][] = [];
    const journal = new ReactionJournal({
      write: async (events) => {
        written.push(events);
      },
    });
    const writes = await new Promise<Promise<void>[]>((resolve) => {
      const writes: Promise<void>[] = [];
      for (let i = 0; i < 100; i += 1) {
        setImmediate(() => {
          writes.push(stored(journal, press(i + 1)));
          if (writes.length === 100) resolve(writes);
        });
      }
    });
    await Promise.all(writes);
    expect(written.flat()).toHaveLength(100);
    expect(written.length).toBeLessThanOrEqual(2);
  });

  it('tells a press it is not saved while the store is away, keeps it, and stores it later', async () => {
    const db = store();
    const journal = new ReactionJournal({ write: db.write, retryMs: 20, maxRetryMs: 40 });
    await stored(journal, press(1));
    db.away = true;
    await expect(stored(journal, press(2))).rejects.toBeInstanceOf(NotSavedYet);
    await expect(settled(journal, 2)).rejects.toBeInstanceOf(NotSavedYet);
    await expect(stored(journal, press(3))).rejects.toBeInstanceOf(NotSavedYet);
    expect(journal.pending).toBe(2);
    // It keeps trying for as long as the store is away: nothing is dropped.
    const callsWhileAway = db.calls;
    await until(() => db.calls >= callsWhileAway + 3);
    expect(journal.pending).toBe(2);

    db.away = false;
    await until(() => journal.pending === 0);
    await settled(journal, 2);
    expect(db.written.flat().map((event) => event.studentId)).toEqual([1, 2, 3]);
    await stored(journal, press(4, 2));
    expect(db.written.flat().map((event) => event.studentId)).toEqual([1, 2, 3, 4]);
  });

  it('settles at once for a student with nothing waiting, and after their latest event', async () => {
    const db = store();
    const journal = new ReactionJournal({ write: db.write });
    await settled(journal, 7);
    const first = stored(journal, press(7, 1));
    const second = stored(journal, press(7, 2));
    await settled(journal, 7);
    await Promise.all([first, second]);
    expect(db.written.flat().map((event) => event.tag)).toEqual([1, 2]);
  });

  it('stores what is queued when it stops, and counts what it could not', async () => {
    const db = store();
    const journal = new ReactionJournal({ write: db.write, retryMs: 1000 });
    db.away = true;
    await expect(stored(journal, press(1))).rejects.toBeInstanceOf(NotSavedYet);
    db.away = false;
    expect(await journal.stop()).toBe(0);
    expect(db.written.flat().map((event) => event.studentId)).toEqual([1]);

    const down = store();
    const stopped = new ReactionJournal({ write: down.write, retryMs: 1000 });
    down.away = true;
    await expect(stored(stopped, press(1))).rejects.toBeInstanceOf(NotSavedYet);
    expect(await stopped.stop(200)).toBe(1);
  });

  it('tells every press waiting on one event, once each, even when one of them throws', async () => {
    const db = store();
    const thrown: unknown[] = [];
    const journal = new ReactionJournal({
      write: db.write,
      onError: (error) => thrown.push(error),
    });
    const told: string[] = [];
    journal.write(press(8, 1), (error) => {
      told.push(`press ${String(error)}`);
      throw new Error('an acknowledgement that failed');
    });
    journal.settled(8, (error) => told.push(`repeat ${String(error)}`));
    journal.settled(8, (error) => told.push(`again ${String(error)}`));
    journal.write(press(9, 1), (error) => told.push(`other ${String(error)}`));
    await until(() => told.length === 4);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(told).toEqual(['press null', 'repeat null', 'again null', 'other null']);
    expect(thrown.map((error) => (error as Error).message)).toEqual([
      'an acknowledgement that failed',
    ]);
  });

  it('tells a large stored batch in slices, the presses arriving meanwhile read in between', async () => {
    let release!: () => void;
    const journal = new ReactionJournal({
      write: () => new Promise<void>((resolve) => (release = resolve)),
    });
    const presses = 3 * TELL_SLICE + 10;
    /** Turns of the event loop since the write was released (one setImmediate each). */
    let turns = 0;
    const told: { student: number; turn: number }[] = [];
    for (let student = 0; student < presses; student++) {
      journal.write(press(student), (error) => {
        if (error === null) told.push({ student, turn: turns });
      });
    }
    // A repeated press of the last student waits for that student's event, told in its slice.
    journal.settled(presses - 1, (error) => {
      if (error === null) told.push({ student: -1, turn: turns });
    });
    await until(() => release !== undefined);
    const turn = () =>
      setImmediate(() => {
        turns += 1;
        if (told.length <= presses) turn();
      });
    turn();
    release();
    await until(() => told.length === presses + 1);
    expect(told.map(({ student }) => student)).toEqual([
      ...Array.from({ length: presses }, (_, index) => index),
      -1,
    ]);
    // At most a slice a turn: four slices, each in a turn of its own.
    const perTurn = new Map<number, number>();
    for (const { turn: at } of told) perTurn.set(at, (perTurn.get(at) ?? 0) + 1);
    expect(Math.max(...perTurn.values())).toBe(TELL_SLICE);
    expect(perTurn.size).toBe(4);
    expect(journal.pending).toBe(0);
  });

  it('tells every stored press when it stops, without waiting for the slices', async () => {
    let release!: () => void;
    const journal = new ReactionJournal({
      write: () => new Promise<void>((resolve) => (release = resolve)),
    });
    const told: number[] = [];
    for (let student = 0; student < 2 * TELL_SLICE; student++) {
      journal.write(press(student), (error) => {
        if (error === null) told.push(student);
      });
    }
    await until(() => release !== undefined);
    const stopping = journal.stop(1000);
    release();
    expect(await stopping).toBe(0);
    expect(told).toHaveLength(2 * TELL_SLICE);
  });
});
