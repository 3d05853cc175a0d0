// The lecture hall's refetches after a burst of Q&A changes (docs/decisions/questions-that-live.md):
// --students admitted students each hold a signals socket on the live lecture, as the Q&A tab does,
// and refetch GET .../questions on each qa_update. Then --changes votes arrive --gap ms apart.
// "spread" is the web client's rule, run from its own module (refetch-scheduler.ts: wait 1 s plus
// a random 0–1 s, changes in the wait coalesced, one request in flight). The baseline, in the same
// run on the same server, is "at once": every client refetches on every change. Only 127.0.0.1.
import { tsImport } from 'tsx/esm/api';
import { api, lectureHall } from './lib/api.mjs';
import { cli, fmt, now, printTable, quantile, requireNode, sleep } from './lib/common.mjs';
import { startProductServer } from './lib/server.mjs';
import { connect, once } from './lib/sockets.mjs';

const options = cli({
  usage: `
Usage: node bench/qa-herd.mjs [options]

Starts the real server (embedded database), admits --students students to a live lecture with
--questions questions, connects each student's signals socket to the lecture, then makes
--changes votes --gap ms apart, twice: with every client refetching at once on every qa_update
(baseline), and with the web client's spread rule. Prints the list requests made, the most in
flight at once, their p50/p99, and when the last client had a list fetched after the last change.`,
  options: {
    students: { type: 'string', number: true, min: 2, default: 300, help: 'students listening' },
    questions: { type: 'string', number: true, min: 1, default: 100, help: 'questions listed' },
    changes: { type: 'string', number: true, min: 1, default: 10, help: 'votes in the burst' },
    gap: { type: 'string', number: true, min: 0, default: 100, help: 'ms between the votes' },
  },
});

const { createRefetchScheduler } = await tsImport(
  '../apps/web/src/features/qa/hooks/refetch-scheduler.ts',
  import.meta.url,
);

/** One burst of changes heard by every client; returns what the clients' refetches cost. */
async function burst(mode, { base, path, tokens, sockets, questionIds, voters }) {
  const latencies = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let failures = 0;
  let lastChangeAt = Infinity;
  const freshAt = new Array(tokens.length).fill(null);

  const fetchList = async (client) => {
    const started = now();
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      const response = await fetch(`${base}/apio4f${path}/questions`, {
        headers: { 'accept-encoding': 'br, gzip', authorization: `Bearer ${tokens[client]}` },
        signal: AbortSignal.timeout(60_000),
      });
      await response.arrayBuffer();
      if (response.ok) latencies.push(now() - started);
      else failures += 1;
      if (started >= lastChangeAt) freshAt[client] ??= now();
    } catch {
      failures += 1;
    } finally {
      inFlight -= 1;
    }
  };

  const schedulers = sockets.map((_, client) =>
    mode === 'spread' ? createRefetchScheduler(() => fetchList(client)) : null,
  );
  const handlers = sockets.map((socket, client) => {
    const handler = () =>
      mode === 'spread' ? schedulers[client].request() : void fetchList(client);
    socket.on('qa_update', handler);
    return handler;
  });

  for (let change = 0; change < options.changes; change++) {
    const questionId = questionIds[change % questionIds.length];
    // A client is fresh once a fetch of its list began after the latest change was sent (its
    // qa_update arrives before the vote's own answer does).
    lastChangeAt = now();
    freshAt.fill(null);
    await api(base, 'POST', `${path}/question/${questionId}/vote/${mode === 'spread' ? 1 : -1}`, {
      token: voters[change % voters.length],
    });
    await sleep(options.gap);
  }
  // Every client has a list fetched after the last change (or 30 s pass).
  const deadline = now() + 30_000;
  while (freshAt.some((at) => at === null) && now() < deadline) await sleep(20);
  while (inFlight > 0 && now() < deadline) await sleep(20);
  sockets.forEach((socket, client) => socket.off('qa_update', handlers[client]));
  for (const scheduler of schedulers) scheduler?.dispose();
  const fresh = freshAt.filter((at) => at !== null).map((at) => (at - lastChangeAt) / 1000);
  return {
    requests: latencies.length + failures,
    failures,
    maxInFlight,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    freshAll: fresh.length === tokens.length ? Math.max(...fresh) : Number.NaN,
    stale: tokens.length - fresh.length,
  };
}

async function main() {
  requireNode();
  const started = Date.now();
  // The students all come from 127.0.0.1: the waiting room's per-address burst limit is lifted.
  const server = await startProductServer({
    database: 'pglite',
    env: { WAITING_BURST_PER_ADDRESS: String(options.students + 100) },
  });
  try {
    // Two more students vote; the listeners are the others.
    const { query, path, tokens: all } = await lectureHall(server.url, options.students + 2);
    const tokens = all.slice(0, options.students);
    const voters = all.slice(options.students);
    console.log(`posting ${options.questions} questions`);
    const questionIds = [];
    for (let index = 0; index < options.questions; index++)
      questionIds.push(
        (
          await api(server.url, 'POST', `${path}/question`, {
            token: tokens[index % tokens.length],
            body: { text: `Bench question ${index + 1}: why does the second example work?` },
          })
        ).id,
      );
    const sockets = tokens.map((token) => connect(server.url, '/signals', { token, query }));
    await Promise.all(sockets.map((socket) => once(socket, 'connect', 60_000)));
    // Everyone's first opening (it records views) is not part of the burst.
    for (const token of tokens)
      await fetch(`${server.url}/apio4f${path}/questions`, {
        headers: { authorization: `Bearer ${token}` },
      }).then((response) => response.arrayBuffer());
    const context = { base: server.url, path, tokens, sockets, questionIds, voters };
    console.log(`${options.changes} votes, ${options.gap} ms apart, heard by ${tokens.length}`);
    const atOnce = await burst('at once', context);
    await sleep(3000);
    const spread = await burst('spread', context);
    for (const socket of sockets) socket.close();

    console.log(
      `\nRefetches after a burst — ${options.students} students listening, ${options.questions} questions, ` +
        `${options.changes} votes ${options.gap} ms apart; PGlite; Node ${process.version}\n` +
        'baseline: every client refetches at once on every change (same run, same server)\n',
    );
    printTable(
      ['client rule', 'GETs', 'max in flight', 'p50 ms', 'p99 ms', 'all fresh after s', 'notes'],
      [
        ['at once (baseline)', atOnce],
        ['spread (web client)', spread],
      ].map(([name, run]) => [
        name,
        run.requests,
        run.maxInFlight,
        fmt(run.p50),
        fmt(run.p99),
        fmt(run.freshAll, 2),
        `failures ${run.failures}${run.stale ? `, ${run.stale} never fresh` : ''}`,
      ]),
    );
    console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } finally {
    await server.stop();
  }
}

await main();
