/**
 * The signed-in user's `signals` socket, opened for an effect's lifetime. The socket client loads
 * on demand, so it stays out of the first page's bundle.
 */
import { NAMESPACES, type SignalsClientToServer, type SignalsServerToClient } from '@o4f/contract';
import type { TypedSocket } from './socket.ts';

export type SignalsSocket = TypedSocket<SignalsServerToClient, SignalsClientToServer>;

/**
 * Opens the signals socket (with the lecture room's query, if given) and hands it to `setup`,
 * which registers its listeners and may return what to undo before the socket closes. Returns the
 * effect's cleanup: it closes the socket (its listeners removed), or, if the client has not
 * loaded yet, keeps it from being opened at all.
 */
export function openSignalsSocket(
  query: Record<string, string | number> | undefined,
  setup: (socket: SignalsSocket) => (() => void) | void,
): () => void {
  let cancelled = false;
  let disconnect: (() => void) | null = null;
  void import('./socket.ts').then(({ connectNamespace }) => {
    if (cancelled) return;
    const socket = connectNamespace<SignalsServerToClient, SignalsClientToServer>(
      NAMESPACES.signals,
      query,
    );
    const undo = setup(socket);
    disconnect = () => {
      undo?.();
      socket.off();
      socket.disconnect();
    };
  });
  return () => {
    cancelled = true;
    disconnect?.();
  };
}
