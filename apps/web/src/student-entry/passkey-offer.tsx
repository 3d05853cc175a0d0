/** "Keep this account with a passkey": the first choice of the new student's credentials step. */
import { useState } from 'react';
import { isApiError } from '../lib/api-client.ts';
import { addPasskey, isPasskeyCancel, passkeysSupported } from '../lib/passkeys.ts';
import { text } from '../text/en.ts';
import { Notice, Spinner } from './ui.tsx';

const p = text.passkeys;

type Outcome = { kind: 'idle' | 'busy' | 'kept' } | { kind: 'failed'; message: string };

function failure(error: unknown): string | null {
  if (isPasskeyCancel(error)) return p.notSaved;
  // 401 and 403 have been shown as a toast already.
  if (isApiError(error)) return error.handled ? null : error.message;
  return p.failed;
}

/** Offers the passkey when the browser can make one; `onKept` once the server has stored it. */
export function PasskeyOffer({ onKept }: { onKept: () => void }) {
  const [supported] = useState(passkeysSupported);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  if (!supported) return null;

  const handleKeep = async () => {
    setOutcome({ kind: 'busy' });
    try {
      await addPasskey();
      setOutcome({ kind: 'kept' });
      onKept();
    } catch (error) {
      const message = failure(error);
      setOutcome(message ? { kind: 'failed', message } : { kind: 'idle' });
    }
  };

  if (outcome.kind === 'kept') return <Notice severity="success">{p.kept}</Notice>;
  const busy = outcome.kind === 'busy';
  return (
    <div className="l-stack">
      <button
        type="button"
        className="l-button l-button-primary l-button-large"
        onClick={() => void handleKeep()}
        disabled={busy}
      >
        {busy && <Spinner size={18} />}
        {busy ? p.keeping : p.keep}
      </button>
      <p className="l-muted l-small">{p.keepIntro}</p>
      {outcome.kind === 'failed' && <Notice severity="warning">{outcome.message}</Notice>}
    </div>
  );
}
