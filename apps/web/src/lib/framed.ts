/** Whether the page is drawn inside another site's frame (a learning platform's). */
export function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A frame of another origin may not even read `top`.
    return true;
  }
}
