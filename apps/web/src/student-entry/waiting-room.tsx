/** The waiting room and the new student's credentials step, drawn without the full app. */
import { useEffect, useState, type FormEvent } from 'react';
import { useCredentialsStep } from '../hooks/use-credentials-step.ts';
import {
  statusNotice,
  useWaitingRoomPage,
  type StatusNotice,
} from '../hooks/use-waiting-room-page.ts';
import { readJoinParams } from '../lib/join/join-params.ts';
import { paths } from '../lib/paths.ts';
import { text } from '../text/en.ts';
import { setBlocker } from './history.ts';
import { useScreenLocation, useScreenNavigation } from './screen-navigation.ts';
import { Icon } from './icons.tsx';
import { MissingDetails } from './join-pages.tsx';
import { PasskeyOffer } from './passkey-offer.tsx';
import { Notice, Spinner } from './ui.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';

const t = text.join.waitingRoom;
/** Below MUI's md breakpoint, as the full app decides "phone". */
const NARROW = '(max-width: 899.95px)';
const narrowScreen = () => window.matchMedia(NARROW).matches;

/** The student waits here until the teacher admits or refuses them. */
export function WaitingRoomPage() {
  usePageTitle(t.title);
  const location = useScreenLocation();
  const { navigate } = useScreenNavigation();
  const { classId, maskId } = readJoinParams(location.state, new URLSearchParams(location.search));
  const { status, guarded, mustAsk, confirmLeave, secondsLeft } = useWaitingRoomPage({
    classId,
    maskId,
    navigate,
    narrowScreen,
  });

  // Leaving by Return, Back or a link asks first.
  useEffect(() => {
    if (!guarded) return;
    return setBlocker(() => !mustAsk() || confirmLeave());
  }, [guarded, mustAsk, confirmLeave]);

  if (!classId || !maskId) return <MissingDetails message={t.missingDetails} />;

  return (
    <section className="l-paper l-center">
      <h1 className="l-h1">{t.title}</h1>
      <p className="l-lead">{t.pleaseWait}</p>
      {guarded && (
        <div className="l-spacer">
          <Spinner size={40} />
        </div>
      )}
      <div role="status" aria-live="polite" className="l-spacer">
        <StatusText {...statusNotice(status, secondsLeft)} />
      </div>
      <button
        type="button"
        className="l-button l-button-outlined l-button-large"
        onClick={() => navigate(paths.oldOrNewStudent)}
        disabled={status.kind === 'granted'}
      >
        {t.return}
      </button>
    </section>
  );
}

function StatusText({ severity, message, countdown }: StatusNotice) {
  if (!severity) return <p className="l-muted">{message}</p>;
  return (
    <Notice severity={severity}>
      {countdown === null ? (
        message
      ) : (
        <>
          <div>{message}</div>
          <div>{countdown}</div>
        </>
      )}
    </Notice>
  );
}

const c = text.join.credentials;
const p = text.passkeys;

function CredentialsCard({ anonId, password }: { anonId: string; password: string }) {
  return (
    <dl className="l-credentials">
      <dt>{c.privateId}</dt>
      <dd data-testid="private-id">{anonId}</dd>
      <dt>{c.password}</dt>
      <dd data-testid="password">{password}</dd>
    </dl>
  );
}

/**
 * The new student's account: first the offer to keep it with a passkey (then nothing needs
 * saving), else the Private ID and password, on a desktop saved as a PNG before joining the
 * class, on a phone written down or screenshotted and confirmed.
 */
export function CredentialsPage({ mobile }: { mobile: boolean }) {
  usePageTitle(c.title);
  const { navigate } = useScreenNavigation();
  const { credentials, downloaded, mustDownloadFirst, download, join } =
    useCredentialsStep(navigate);
  const [saved, setSaved] = useState(false);
  const [passkeyKept, setPasskeyKept] = useState(false);
  const keepPasskey = () => setPasskeyKept(true);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saved || passkeyKept) join();
  };

  return (
    <section className="l-paper">
      <h1 className={mobile ? 'l-h1 l-h1-small' : 'l-h1'}>{c.title}</h1>
      {!credentials ? (
        <p role="alert" className="l-error-text">
          {c.missing}
        </p>
      ) : mobile ? (
        <form className="l-stack" onSubmit={handleSubmit} noValidate>
          <p>{c.success}</p>
          <PasskeyOffer onKept={keepPasskey} />
          <p>{passkeyKept ? p.alsoCredentials : c.mobileIntro}</p>
          <CredentialsCard anonId={credentials.anonId} password={credentials.password} />
          {!passkeyKept && (
            <label className="l-check">
              <input
                type="checkbox"
                required
                checked={saved}
                onChange={(event) => setSaved(event.target.checked)}
              />
              <span>
                {c.confirmSaved}
                <span aria-hidden="true"> *</span>
              </span>
            </label>
          )}
          <button
            type="submit"
            className="l-button l-button-success l-button-large"
            disabled={!saved && !passkeyKept}
          >
            {c.continue}
          </button>
        </form>
      ) : (
        <div className="l-stack">
          <Notice severity="success">{c.success}</Notice>
          <PasskeyOffer onKept={keepPasskey} />
          <p>{passkeyKept ? p.alsoCredentials : c.keepSafe}</p>
          <CredentialsCard anonId={credentials.anonId} password={credentials.password} />
          <div className="l-actions">
            <button
              type="button"
              className="l-button l-button-primary l-button-large"
              onClick={() => void download()}
            >
              <Icon name="download" size={20} />
              {c.download}
            </button>
            <button
              type="button"
              className="l-button l-button-success l-button-large"
              onClick={join}
              disabled={mustDownloadFirst && !downloaded && !passkeyKept}
            >
              {c.joinClass}
            </button>
          </div>
          <p role="status" className="l-muted l-small l-center">
            {downloaded ? c.downloaded : mustDownloadFirst && !passkeyKept ? c.downloadFirst : ''}
          </p>
        </div>
      )}
    </section>
  );
}
