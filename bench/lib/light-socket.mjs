// A student's socket for the load generator, speaking Socket.IO's wire format (Engine.IO 4 over a
// bare WebSocket from `ws`) with no client library: one connection per student, the namespace's
// CONNECT with the token, emits with an ack, pongs to the server's pings, and a frame's JSON is
// parsed only when it is an ack or an event somebody listens for. socket.io-client costs the
// generator about as much CPU per press as the server spends on it (bench/live.mjs prints both),
// so at 10,000 presses a second the generator, not the server, set the pace.
// Frames: "0{...}" open, "2"/"3" ping/pong, "40/ns,{auth}" connect, "44/ns,{...}" connect error,
// "42/ns,[event, payload]" event, "42/ns,<id>[event, payload]" emit with ack, "43/ns,<id>[result]" ack.
import { WebSocket } from 'ws';
import { SOCKET_PATH } from './sockets.mjs';

export class LightSocket {
  #ws;
  #prefix;
  #nextAck = 0;
  #acks = new Map();
  #listeners = new Map();
  #connected = null;
  #auth;

  /**
   * Opens the WebSocket and joins `namespace` with `auth`; `connected` settles with true once the
   * namespace accepted it, false when it refused or the connection failed (`refusal` says why).
   */
  constructor(base, namespace, { auth = {}, query = {} } = {}) {
    const url = new URL(`${base.replace(/^http/, 'ws')}${SOCKET_PATH}/`);
    url.searchParams.set('EIO', '4');
    url.searchParams.set('transport', 'websocket');
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    this.#prefix = `${namespace},`;
    this.refusal = null;
    this.connected = new Promise((resolve) => (this.#connected = resolve));
    this.#ws = new WebSocket(url);
    this.#ws.on('message', (data) => this.#frame(data.toString()));
    this.#ws.on('error', (error) => this.#fail(error.message));
    this.#ws.on('close', () => this.#fail('closed'));
    this.#auth = JSON.stringify(auth);
  }

  /** Calls `listener(payload)` on each `event` of the namespace. */
  on(event, listener) {
    this.#listeners.set(event, listener);
    return this;
  }

  /**
   * Resolves true on the lecture's `access_granted`, false when the namespace refused the socket,
   * the connection failed or nothing came within `timeoutMs`.
   */
  granted(timeoutMs) {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.#listeners.set('access_granted', () => {
        clearTimeout(timer);
        this.#listeners.delete('access_granted');
        resolve(true);
      });
      void this.connected.then((connected) => {
        if (connected) return;
        clearTimeout(timer);
        resolve(false);
      });
    });
  }

  /** Emits `event` and resolves with the server's ack, or rejects after `timeoutMs`. */
  emitWithAck(event, payload, timeoutMs) {
    const id = this.#nextAck++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#acks.delete(id);
        reject(new Error(`no ack for ${event} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.#acks.set(id, (result) => {
        clearTimeout(timer);
        resolve(result);
      });
      this.#ws.send(`42${this.#prefix}${id}${JSON.stringify([event, payload])}`);
    });
  }

  close() {
    this.#ws.terminate();
  }

  #fail(reason) {
    this.refusal ??= reason;
    this.#connected?.(false);
    this.#connected = null;
  }

  #frame(text) {
    if (text === '2') return this.#ws.send('3');
    if (text[0] === '0') return this.#ws.send(`40${this.#prefix}${this.#auth}`);
    if (text[0] !== '4' || !text.startsWith(this.#prefix, 2)) return;
    const type = text[1];
    const body = text.slice(2 + this.#prefix.length);
    if (type === '0') {
      this.#connected?.(true);
      this.#connected = null;
    } else if (type === '4') {
      this.#fail(`connect_error ${body}`);
    } else if (type === '3') {
      const bracket = body.indexOf('[');
      const settle = this.#acks.get(Number(body.slice(0, bracket)));
      if (!settle) return;
      this.#acks.delete(Number(body.slice(0, bracket)));
      settle(JSON.parse(body.slice(bracket))[0]);
    } else if (type === '2' && this.#listeners.size > 0) {
      // The event's name is the first string of the array: read it before parsing the payload.
      const end = body.indexOf('"', 2);
      const listener = this.#listeners.get(body.slice(2, end));
      if (listener) listener(JSON.parse(body)[1]);
    }
  }
}
