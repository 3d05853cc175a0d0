/**
 * The spec's custom browser events (update-class-info, update-notifications, update-user-info):
 * how one part of the app tells the others, without importing them, that something changed.
 */
export const BROWSER_EVENTS = {
  updateClassInfo: 'update-class-info',
  updateNotifications: 'update-notifications',
  updateUserInfo: 'update-user-info',
} as const;
export type BrowserEventName = (typeof BROWSER_EVENTS)[keyof typeof BROWSER_EVENTS];

export function dispatchBrowserEvent<T>(name: BrowserEventName, detail: T): void {
  window.dispatchEvent(new CustomEvent<T>(name, { detail }));
}

/** Listens to one of the events; returns the function that stops listening. */
export function onBrowserEvent<T>(
  name: BrowserEventName,
  listener: (detail: T) => void,
): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<T>).detail);
  window.addEventListener(name, handle);
  return () => window.removeEventListener(name, handle);
}
