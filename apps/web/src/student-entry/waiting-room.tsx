/** The waiting room and the new student's credentials step, drawn without the full app. */
import type { AccessGranted } from '@o4f/contract';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useWaitingRoom, type WaitingStatus } from '../hooks/use-waiting-room.ts';
import { api } from '../lib/api-client.ts';
import { downloadCredentialsImage } from '../lib/join/credentials-image.ts';
import { isPhone, isSafariLike } from '../lib/join/device.ts';
import {
  clearIssuedCredentials,
  readIssuedCredentials,
  saveIssuedCredentials,
} from '../lib/join/issued-credentials.ts';
import { readJoinParams } from '../lib/join/join-params.ts';
import { JOINED_STATE, paths } from '../lib/paths.ts';
import { storage } from '../lib/storage.ts';
import { text } from '../text/en.ts';
import { navigate, setBlocker, type LeanLocation } from './history.ts';
import { Icon } from './icons.tsx';
import { MissingDetails } from './join-pages.tsx';
import { Notice, Spinner } from './ui.tsx';

export const REDIRECT_SECONDS = 5;
const t = text.join.waitingRoom;
/** Below MUI's md breakpoint, as the full app decides "phone". */
const NARROW = '(max-width: 899.95px)';

/** Selects the admitted course; the name is fetched for the shell, the id is enough to go on. */
async function selectCourse(courseId: number): Promise<void> {
  storage.setSelectedCourse({ id: courseId, name: '', shortName: '' });
  try {
    const { data: course } = await api.get<{ id: number; name: string; shortName: string }>(
      `/course/${courseId}`,
    );
    storage.setSelectedCourse({ id: course.id, name: course.name, shortName: course.shortName });
  } catch {
    // The breadcrumb then shows no course name; the lecture itself works without it.
  }
}

const liveUrl = (lectureNum: number) => `${paths.lecture.live(lectureNum)}?tab=feedback`;

/** Counts down from 5 once started; null while not counting. */
function useRedirectCountdown(active: boolean): number | null {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    setSecondsLeft(REDIRECT_SECONDS);
    const timer = setInterval(() => {
      setSecondsLeft((seconds) => {
        if (seconds === null || seconds <= 1) {
          clearInterval(timer);
          return 0;
        }
        return seconds - 1;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [active]);
  return secondsLeft;
}

/** The student waits here until the teacher admits or refuses them. */
export function WaitingRoomPage({ location }: { location: LeanLocation }) {
  const { classId, maskId } = readJoinParams(location.state, new URLSearchParams(location.search));
  const admittedRef = useRef(false);

  const handleGranted = useCallback(async (granted: AccessGranted) => {
    admittedRef.current = true;
    if (granted.credentials) {
      saveIssuedCredentials({
        ...granted.credentials,
        courseId: granted.courseId,
        lectureNum: granted.lectureNum,
      });
      const phone = isPhone(window.matchMedia(NARROW).matches, navigator.userAgent);
      navigate(phone ? paths.downloadPasswordMobile : paths.downloadPassword, { replace: true });
    }
    if (granted.token) storage.setToken(granted.token);
    storage.setRole('STUDENT');
    await selectCourse(granted.courseId);
    if (!granted.credentials)
      navigate(liveUrl(granted.lectureNum), { replace: true, state: JOINED_STATE });
  }, []);

  const { status, leave } = useWaitingRoom({
    classId,
    maskId,
    onGranted: (granted) => void handleGranted(granted),
  });
  const guarded = status.kind === 'connecting' || status.kind === 'waiting';

  // Leaving by Return, Back or a link asks first; reloading or closing the tab asks the browser.
  useEffect(() => {
    if (!guarded) return;
    const lift = setBlocker(() => {
      if (admittedRef.current) return true;
      if (!window.confirm(t.confirmLeave)) return false;
      leave();
      return true;
    });
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const handlePageHide = () => leave();
    window.addEventListener('beforeunload', handleBeforeUnload);
    window.addEventListener('pagehide', handlePageHide);
    return () => {
      lift();
      window.removeEventListener('beforeunload', handleBeforeUnload);
      window.removeEventListener('pagehide', handlePageHide);
    };
  }, [guarded, leave]);

  const secondsLeft = useRedirectCountdown(status.kind === 'refused');
  useEffect(() => {
    if (secondsLeft !== 0) return;
    navigate(storage.getToken() ? paths.student.myLectures : paths.about, { replace: true });
  }, [secondsLeft]);

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
        <StatusText status={status} secondsLeft={secondsLeft} />
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

function StatusText({
  status,
  secondsLeft,
}: {
  status: WaitingStatus;
  secondsLeft: number | null;
}) {
  switch (status.kind) {
    case 'connecting':
      return <p className="l-muted">{t.connecting}</p>;
    case 'waiting':
      return <p className="l-muted">{t.waiting}</p>;
    case 'granted':
      return <Notice severity="success">{t.granted}</Notice>;
    case 'disconnected':
      return <Notice severity="warning">{t.disconnected}</Notice>;
    case 'refused':
      return (
        <Notice severity="error">
          <div>{status.message}</div>
          {secondsLeft !== null && <div>{t.redirecting(secondsLeft)}</div>}
        </Notice>
      );
  }
}

const c = text.join.credentials;

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
 * The new student's Private ID and password: on a desktop saved as a PNG before joining the
 * class, on a phone written down or screenshotted and confirmed.
 */
export function CredentialsPage({ mobile }: { mobile: boolean }) {
  const [credentials] = useState(readIssuedCredentials);
  const [downloaded, setDownloaded] = useState(false);
  const [saved, setSaved] = useState(false);
  const [mustDownloadFirst] = useState(() => isSafariLike(navigator.userAgent));

  const join = () => {
    if (!credentials) return;
    clearIssuedCredentials();
    navigate(liveUrl(credentials.lectureNum), { replace: true, state: JOINED_STATE });
  };

  const handleDownload = async () => {
    if (!credentials) return;
    try {
      await downloadCredentialsImage(credentials);
      setDownloaded(true);
    } catch (error) {
      console.error('Credentials image failed', error);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saved) join();
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
          <p>{c.mobileIntro}</p>
          <CredentialsCard anonId={credentials.anonId} password={credentials.password} />
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
          <button
            type="submit"
            className="l-button l-button-success l-button-large"
            disabled={!saved}
          >
            {c.continue}
          </button>
        </form>
      ) : (
        <div className="l-stack">
          <Notice severity="success">{c.success}</Notice>
          <p>{c.keepSafe}</p>
          <CredentialsCard anonId={credentials.anonId} password={credentials.password} />
          <div className="l-actions">
            <button
              type="button"
              className="l-button l-button-primary l-button-large"
              onClick={() => void handleDownload()}
            >
              <Icon name="download" size={20} />
              {c.download}
            </button>
            <button
              type="button"
              className="l-button l-button-success l-button-large"
              onClick={join}
              disabled={mustDownloadFirst && !downloaded}
            >
              {c.joinClass}
            </button>
          </div>
          <p role="status" className="l-muted l-small l-center">
            {downloaded ? c.downloaded : mustDownloadFirst ? c.downloadFirst : ''}
          </p>
        </div>
      )}
    </section>
  );
}
