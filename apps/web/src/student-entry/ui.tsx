/** The lean screens' building blocks: links that stay in the document, buttons, notices, toasts. */
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { setNotifier, type NoticeVariant } from '../lib/notify.ts';
import { text } from '../text/en.ts';
import type { NavigateOptions } from './history.ts';
import { useScreenNavigation } from './screen-navigation.ts';
import { Icon } from './icons.tsx';

/** A link to a path of the app: a plain click navigates in place, a modified one is the browser's. */
export function AppLink({
  to,
  className = 'l-link',
  children,
  ...rest
}: {
  to: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  title?: string;
} & NavigateOptions) {
  const { navigate } = useScreenNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(to, { replace: rest.replace, state: rest.state });
  };
  return (
    <a
      href={to}
      className={className}
      onClick={handleClick}
      aria-label={rest['aria-label']}
      title={rest.title}
    >
      {children}
    </a>
  );
}

export type Severity = 'info' | 'success' | 'warning' | 'error';

/** A notice in the page (MUI's Alert without MUI): errors and warnings are announced. */
export function Notice({
  severity,
  children,
  action,
}: {
  severity: Severity;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div
      className={`l-notice l-notice-${severity}`}
      role={severity === 'error' || severity === 'warning' ? 'alert' : undefined}
    >
      <div className="l-notice-text">{children}</div>
      {action}
    </div>
  );
}

/** A busy indicator; decorative (the text beside it says what is going on). */
export function Spinner({ size = 24 }: { size?: number }) {
  return <span className="l-spinner" style={{ width: size, height: size }} aria-hidden="true" />;
}

interface Toast {
  id: number;
  message: string;
  variant: NoticeVariant;
}

const MAX_TOASTS = 3;
const TOAST_MS = 5000;
let nextToastId = 1;

/**
 * Toasts at the top right, at most three, no duplicates, five seconds each, a click dismisses:
 * as in the full app. Registers itself as the notifier of the api client and the sockets.
 */
export function Toasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    // Unregistered on unmount unless the full app has registered its own meanwhile.
    return setNotifier((message, variant) => {
      const id = nextToastId++;
      setToasts((current) =>
        current.some((toast) => toast.message === message)
          ? current
          : [...current, { id, message, variant }].slice(-MAX_TOASTS),
      );
      const remove = () => setToasts((current) => current.filter((toast) => toast.id !== id));
      setTimeout(remove, TOAST_MS);
      return remove;
    });
  }, []);
  const dismiss = (id: number) =>
    setToasts((current) => current.filter((toast) => toast.id !== id));
  return (
    <div className="l-toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`l-toast l-toast-${toast.variant}`}
          onClick={() => dismiss(toast.id)}
        >
          <span>{toast.message}</span>
          <button
            type="button"
            className="l-icon-button"
            aria-label={text.common.close}
            onClick={() => dismiss(toast.id)}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
      ))}
    </div>
  );
}
