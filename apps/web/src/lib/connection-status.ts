/**
 * Whether the page's live connections are up, for the one banner every page shows: a connection
 * the page still wants but has lost ('reconnecting'), or the browser offline ('offline'). It does
 * not load the socket client; lib/socket.ts reports to it.
 */
export type ConnectionStatus = 'online' | 'reconnecting' | 'offline';

const lost = new Set<object>();
const listeners = new Set<() => void>();
let browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
let watchingBrowser = false;

function changed() {
  for (const listener of listeners) listener();
}

/** Marks one connection (any object standing for it) lost or back / no longer wanted. */
export function reportConnection(connection: object, isLost: boolean): void {
  if (isLost === lost.has(connection)) return;
  if (isLost) lost.add(connection);
  else lost.delete(connection);
  changed();
}

export function connectionStatus(): ConnectionStatus {
  if (browserOffline) return 'offline';
  return lost.size > 0 ? 'reconnecting' : 'online';
}

function watchBrowser() {
  if (watchingBrowser || typeof window === 'undefined') return;
  watchingBrowser = true;
  const update = () => {
    const offline = navigator.onLine === false;
    if (offline === browserOffline) return;
    browserOffline = offline;
    changed();
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
}

/** For useSyncExternalStore. */
export function subscribeConnectionStatus(listener: () => void): () => void {
  watchBrowser();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
