/**
 * Toasts from outside React (the api client, the live sockets): the app that is running registers
 * how it shows them (the full app through notistack, the lean student entry with its own toasts).
 */
export type NoticeVariant = 'default' | 'error' | 'success' | 'warning' | 'info';

/** Shows a toast; may return how to take that toast away again. */
type Notifier = (message: string, variant: NoticeVariant) => (() => void) | void;

let notifier: Notifier | null = null;

/** Registers how toasts are shown; the returned function unregisters it (if still registered). */
export function setNotifier(fn: Notifier): () => void {
  notifier = fn;
  return () => {
    if (notifier === fn) notifier = null;
  };
}

const nothing = () => {};

/**
 * Shows a toast through the registered notifier (none registered: nothing is shown). Returns a
 * function that dismisses it: an error that stopped being true (a wrong Lecture Code, then the
 * right one) must not stay over the next screen.
 */
export function notify(message: string, variant: NoticeVariant = 'default'): () => void {
  return notifier?.(message, variant) ?? nothing;
}
