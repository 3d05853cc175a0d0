/**
 * When a live connection comes back: the backoff of every socket's reconnection, and which
 * refusals are final. Pure rules (no socket client), shared by lib/socket and the pages' hooks.
 */
import type { HandshakeRefusal } from '@o4f/contract';

/**
 * Reconnection backoff: the first attempt after about a second, then doubling up to ten, each
 * delay drawn at random from ±50 % of it, so that a hall of students whose server restarted does
 * not come back in the same second.
 */
export const RECONNECT = { firstDelayMs: 1000, maxDelayMs: 10_000, jitter: 0.5 } as const;

/** The delay before reconnection attempt `attempt` (0, 1, …) after a momentary refusal. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT.maxDelayMs, RECONNECT.firstDelayMs * 2 ** attempt);
  return Math.round(base * (1 - RECONNECT.jitter + 2 * RECONNECT.jitter * random()));
}

/** A connect_error the server marked as momentary (its database away, a failure). */
export const isMomentary = (error: Error & { data?: HandshakeRefusal }) =>
  error.data?.retry === true;

/**
 * Whether a connect_error ends the connection for good: the server refused the handshake (the
 * catalogue's refusals, a lapsed session). A transport failure or a momentary refusal is retried
 * by the socket itself, and the page waits.
 */
export function isFinalRefusal(
  socket: { active: boolean },
  error: Error & { data?: HandshakeRefusal },
): boolean {
  return !socket.active && !isMomentary(error);
}
