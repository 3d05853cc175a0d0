/**
 * Remembers when this browser itself changed the Q&A, so the echo of its own change (the
 * server's qa_update) does not show 'This is not the latest version of the page.'.
 */
const ECHO_WINDOW_MS = 3000;
let ownChangeUntil = 0;

export function markOwnChange(now: number = Date.now()): void {
  ownChangeUntil = now + ECHO_WINDOW_MS;
}

export function isOwnChangeEcho(now: number = Date.now()): boolean {
  return now <= ownChangeUntil;
}

export function resetOwnChanges(): void {
  ownChangeUntil = 0;
}
