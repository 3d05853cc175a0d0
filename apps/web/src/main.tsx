/**
 * The bootstrap: a student's first screens (the join flow, the Feedback tab) are drawn by the
 * lean student entry; every other page loads the full app. The lean entry hands over to the full
 * app (same document, no reload) as soon as the student asks for something it does not draw.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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

function startFullApp(options: HandOverOptions = {}): void {
  if (handedOver) return;
  handedOver = true;
  void import('./app/full-app.tsx').then(({ FullApp }) => {
    root.render(<FullApp />);
    if (options.press) pressWhenShown(options.press);
  });
}

// The active language's catalogue is in place before anything is drawn (English: at once).
void startLanguage().then(() => {
  if (leanRouteFor(window.location.pathname, window.location.search)) {
    root.render(
      <StrictMode>
        <LeanApp handOver={startFullApp} />
      </StrictMode>,
    );
  } else {
    startFullApp();
  }
});
