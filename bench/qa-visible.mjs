// Posts reaching their views together (docs/decisions/question-list-at-scale.md): --students
// admitted students hold a signals socket on the live lecture, as the Q&A tab does; --questions
// posts nobody has seen are opened by one viewer (a first view each), then by a second, whose
// opening gives every one of them the views that make it visible to the teacher. Measured: that
// opening's answer, the qa_update frames each listener received for it, and when the last one
// arrived. Baseline, in the same run on the same server and sockets: one post reaching its views.
// Embedded database (PGlite). Only 127.0.0.1.
import { api, lectureHall } from './lib/api.mjs';
import { cli, fmt, now, printTable, requireNode, sleep } from './lib/common.mjs';
import { startProductServer } from './lib/server.mjs';
import { connect, once } from './lib/sockets.mjs';

const options = cli({
  usage: `
Usage: node bench/qa-visible.mjs [options]

Starts the real server (embedded database), admits --students listening students (each with a
signals socket on the live lecture) and two viewers; posts --questions questions, which the two
viewers open in turn: the second opening makes them all visible to the teacher at once. Prints
that opening's answer time, the 'visible' qa_update frames per listener and when the last one
arrived; beside it, the same for a single post (the baseline of the same run).`,
  options: {
    students: { type: 'string', number: true, min: 1, default: 300, help: 'students listening' },
    questions: {
      type: 'string',
      number: true,
      min: 2,
      default: 200,
      help: 'posts reaching their views together',
    },
  },
});

/** Posts `count` questions, lets the two viewers open the list, and times the second opening. */
async function reachViews(count, { server, path, authors, viewers, sockets }) {
  for (let index = 0; index < count; index += 1)
    await api(server.url, 'POST', `${path}/question`, {
      token: authors[index % authors.length],
      body: { text: `Unseen question ${index + 1}: why does the proof need the lemma?` },
    });
  const list = (token) =>
    fetch(`${server.url}/apio4f${path}/questions`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
    }).then((response) => response.arrayBuffer());
  await list(viewers[0]);
  await sleep(500);
  let frames = 0;
  let lastAt = Number.NaN;
  const heard = (update) => {
    if (update.kind !== 'visible') return;
    frames += 1;
    lastAt = now();
  };
  for (const socket of sockets) socket.on('qa_update', heard);
  const startedAt = now();
  await list(viewers[1]);
  const answeredAt = now();
  // The frames still on their way: wait until half a second brings none.
  for (let before = -1; before !== frames;) {
    before = frames;
    await sleep(500);
  }
  for (const socket of sockets) socket.off('qa_update', heard);
  return {
    answerMs: answeredAt - startedAt,
    perListener: frames / sockets.length,
    lastMs: lastAt - startedAt,
  };
}

async function main() {
  requireNode();
  const started = Date.now();
  const server = await startProductServer({ database: 'pglite' });
  try {
    const { query, path, tokens: all } = await lectureHall(server.url, options.students + 2);
    const listeners = all.slice(0, options.students);
    const context = { server, path, authors: listeners, viewers: all.slice(options.students) };
    const sockets = listeners.map((token) => connect(server.url, '/signals', { token, query }));
    await Promise.all(sockets.map((socket) => once(socket, 'connect', 60_000)));
    context.sockets = sockets;
    console.log('one post reaches its views');
    const one = await reachViews(1, context);
    console.log(`${options.questions} posts reach their views together`);
    const many = await reachViews(options.questions, context);
    for (const socket of sockets) socket.close();

    console.log(
      `\nPosts reaching their views together — ${options.students} students listening; ` +
        `PGlite; Node ${process.version}\nbaseline: one post, same run, same server and sockets\n`,
    );
    printTable(
      ['posts', 'opening answered ms', "'visible' frames per listener", 'last frame ms'],
      [
        ['1 (baseline)', one],
        [String(options.questions), many],
      ].map(([name, run]) => [name, fmt(run.answerMs), fmt(run.perListener, 0), fmt(run.lastMs)]),
    );
    console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } finally {
    await server.stop();
  }
}

await main();
