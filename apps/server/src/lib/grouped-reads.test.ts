import { describe, expect, it } from 'vitest';
import { GroupedReads } from './grouped-reads.ts';

/** A statement the test lets finish: its group, the keys it was asked for, and its answer. */
interface Statement {
  group: string;
  keys: number[];
  finish: (answers?: Map<number, string>) => void;
  fail: (error: Error) => void;
}

function recordingReads(maxWaitMs?: number) {
  const statements: Statement[] = [];
  const reads = new GroupedReads<string, number, string>(
    (group, keys) =>
      new Promise((resolve, reject) => {
        statements.push({
          group,
          keys,
          finish: (answers) =>
            resolve(answers ?? new Map(keys.map((key) => [key, `${group}:${key}`]))),
          fail: reject,
        });
      }),
    () => 'missing',
    maxWaitMs,
  );
  return { reads, statements };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('grouped reads', () => {
  it('send a read alone at once', async () => {
    const { reads, statements } = recordingReads();
    const answer = reads.read('a', 'a', 7);
    await settle();
    expect(statements.map(({ group, keys }) => [group, keys])).toEqual([['a', [7]]]);
    statements[0]!.finish();
    expect(await answer).toBe('a:7');
  });

  it('put the reads asked for while one runs into one statement per group, each with its own answer', async () => {
    const { reads, statements } = recordingReads();
    const first = reads.read('a', 'a', 1);
    await settle();
    const waiting = [
      reads.read('a', 'a', 2),
      reads.read('b', 'b', 3),
      reads.read('a', 'a', 4),
      reads.read('a', 'a', 2),
      reads.read('b', 'b', 5),
    ];
    await settle();
    // Nothing joins the statement under way, and nothing else starts before it ends.
    expect(statements).toHaveLength(1);
    statements[0]!.finish();
    expect(await first).toBe('a:1');
    await settle();
    expect(statements.slice(1).map(({ group, keys }) => [group, keys])).toEqual([
      ['a', [2, 4]],
      ['b', [3, 5]],
    ]);
    // The group's statement answers 2 and not 4: 4 gets the missing answer.
    statements[1]!.finish(new Map([[2, 'two']]));
    statements[2]!.finish();
    expect(await Promise.all(waiting)).toEqual(['two', 'b:3', 'missing', 'two', 'b:5']);
  });

  it('fail only the reads of a failed statement, and read again for the next ones', async () => {
    const { reads, statements } = recordingReads();
    const first = reads.read('a', 'a', 1);
    await settle();
    const inGroupA = reads.read('a', 'a', 2);
    const inGroupB = reads.read('b', 'b', 3);
    statements[0]!.fail(new Error('the database is away'));
    await expect(first).rejects.toThrow('the database is away');
    await settle();
    statements[1]!.fail(new Error('still away'));
    statements[2]!.finish();
    await expect(inGroupA).rejects.toThrow('still away');
    expect(await inGroupB).toBe('b:3');
    const later = reads.read('a', 'a', 2);
    await settle();
    expect(statements.at(-1)!.keys).toEqual([2]);
    statements.at(-1)!.finish();
    expect(await later).toBe('a:2');
  });

  it('do not hold later reads behind a statement that never ends: they go beside it after the wait', async () => {
    const { reads, statements } = recordingReads(20);
    void reads.read('a', 'a', 1); // its database stopped answering
    await settle();
    const later = [reads.read('a', 'a', 2), reads.read('a', 'a', 3)];
    await settle();
    expect(statements).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(statements.map(({ keys }) => keys)).toEqual([[1], [2, 3]]);
    statements[1]!.finish();
    expect(await Promise.all(later)).toEqual(['a:2', 'a:3']);
  });
});
