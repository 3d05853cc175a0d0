/**
 * The bootstrap: the join flow and a student's Feedback tab are drawn by the lean student entry;
 * every other page loads the full app. The lean entry hands over to the full app (same document,
 * no reload) as soon as the student asks for something it does not draw, and the full app hands
 * the page back when it reaches a join screen: the join screens are the lean entry's alone.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { FocusTarget } from './hooks/use-heading-focus.ts';
import { LeanApp, leanRouteFor, type HandOverOptions } from './student-entry/lean-app.tsx';
import { startLanguage } from './text/locale.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);

/** Presses the full app's button of that name once it is drawn and visible (10 s at most). */
function pressWhenShown(name: string, deadline = Date.now() + 10_000): void {
  // The lean screen stays until React has drawn the full app in its place.
  const button = [...document.querySelectorAll<HTMLElement>('button[aria-label]')].find(
    (element) =>
      element.getAttribute('aria-label') === name &&
      element.offsetParent !== null &&
      !element.closest('.lean'),
  );
  if (button) button.click();
  else if (Date.now() < deadline) setTimeout(() => pressWhenShown(name, deadline), 50);
}

let handedOver = false;
/** Stops the full app's router, while the full app is drawn. */
let stopFullApp: (() => void) | null = null;

/** Loads the full app; `firstFocus` when it takes the page over from the lean entry. */
function startFullApp(options: HandOverOptions = {}, firstFocus: FocusTarget | null = null): void {
  if (handedOver) return;
  handedOver = true;
  void import('./app/full-app.tsx').then(({ mountFullApp }) => {
    if (!handedOver) return;
    stopFullApp = mountFullApp(root, showLeanApp, firstFocus);
    if (options.press) pressWhenShown(options.press);
  });
}

/**
 * The student asked the lean entry for what the full app draws (a link, the Q&A tab, the menu):
 * the full app's page takes the focus as after a move, on its selected tab where a tab was
 * pressed.
 */
function handOver(options: HandOverOptions = {}): void {
  const onTab = document.activeElement?.getAttribute('role') === 'tab';
  startFullApp(options, onTab ? 'tab' : 'heading');
}

function showLeanApp(): void {
  handedOver = false;
  root.render(
    <StrictMode>
      <LeanApp handOver={handOver} />
    </StrictMode>,
  );
  stopFullApp?.();
  stopFullApp = null;
}

// The active language's catalogue is in place before anything is drawn (English: at once).
void startLanguage().then(() => {
  if (leanRouteFor(window.location.pathname, window.location.search)) showLeanApp();
  else startFullApp();
});
