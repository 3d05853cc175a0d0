/**
 * The student's join screens (have you been here before, the Lecture Code, Pick a mask), drawn by
 * the lean entry for visitors and by the full app, inside its shell, for signed-in students.
 */
import { MASKS, type MaskId } from '@o4f/contract';
import { MaskFace } from '../components/mask-face.tsx';
import { useLectureCodeForm, useLectureCodeLink } from '../hooks/use-lecture-code.ts';
import { readJoinParams } from '../lib/join/join-params.ts';
import { paths } from '../lib/paths.ts';
import { useStoredSession } from '../lib/session.ts';
import { text } from '../text/en.ts';
import { Icon } from './icons.tsx';
import { joinCodeOf } from './routes.ts';
import { useScreenLocation, useScreenNavigation } from './screen-navigation.ts';
import { AppLink, Notice, Spinner } from './ui.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';

const LOGIN_FOR_JOIN = `${paths.registerStudent}?next=join`;

/** The Lecture Code field and Join button; a known code continues to Pick a mask. */
function JoinForm({
  initialCode = '',
  autoFocus = true,
}: {
  initialCode?: string;
  autoFocus?: boolean;
}) {
  const { navigate } = useScreenNavigation();
  const { code, error, checking, change, submit } = useLectureCodeForm(navigate, initialCode);
  const signedIn = Boolean(useStoredSession().token);

  return (
    <form onSubmit={submit} noValidate className="l-join-form">
      <div className="l-field">
        <input
          className={error ? 'l-input l-input-error' : 'l-input'}
          placeholder={text.join.codePlaceholder}
          aria-label={text.join.codePlaceholder}
          aria-describedby="lecture-code-help"
          aria-invalid={error ? true : undefined}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={code}
          autoFocus={autoFocus}
          onChange={(event) => change(event.target.value)}
        />
        <p id="lecture-code-help" className={error ? 'l-help l-help-error' : 'l-help'}>
          {error ?? ' '}
        </p>
      </div>
      <button
        type="submit"
        className="l-button l-button-success l-button-large"
        disabled={!code.trim() || checking}
        aria-busy={checking || undefined}
      >
        {checking ? <Spinner size={20} /> : null}
        {text.join.join}
      </button>
      {signedIn && <p className="l-muted l-small l-form-note">{text.join.afterLoginNote}</p>}
    </form>
  );
}

/** 'I have a private ID: log in', for a visitor: the login that comes back to joining. */
function HaveAccountLink() {
  if (useStoredSession().token) return null;
  return (
    <p className="l-after">
      <AppLink to={LOGIN_FOR_JOIN}>{text.join.haveAccount}</AppLink>
    </p>
  );
}

/**
 * /old-or-new-student: a signed-in student, or a visitor who said they are new (`?new=1`, the
 * About page's Student button), gets the join screen; any other visitor is asked first.
 */
export function OldOrNewStudentPage() {
  const location = useScreenLocation();
  const { token, role } = useStoredSession();
  const isNew = new URLSearchParams(location.search).get('new') === '1';
  return (Boolean(token) && role === 'STUDENT') || isNew ? <JoinPage /> : <ChoosePage />;
}

/** The join screen itself: the Lecture Code, and for a visitor the login one tap away. */
function JoinPage() {
  usePageTitle(text.join.title);
  const { token } = useStoredSession();
  return (
    <section className="l-paper">
      <h1 className="l-h1">{text.join.title}</h1>
      {!token && <p className="l-muted">{text.join.newStudentHint}</p>}
      <JoinForm />
      <HaveAccountLink />
    </section>
  );
}

/** Have you used Open4Feedback before? */
function ChoosePage() {
  usePageTitle(text.join.chooseTitle);
  const { navigate } = useScreenNavigation();
  const choices = [
    {
      key: 'old',
      icon: <Icon name="login" size={40} color="#1565c0" />,
      title: text.join.oldStudent,
      hint: text.join.oldStudentHint,
      onClick: () => navigate(LOGIN_FOR_JOIN),
    },
    {
      key: 'new',
      icon: <Icon name="personAdd" size={40} color="#2e7d32" />,
      title: text.join.newStudent,
      hint: text.join.newStudentHint,
      onClick: () => navigate(`${paths.oldOrNewStudent}?new=1`),
    },
  ];
  return (
    <section className="l-center l-narrow">
      <h1 className="l-h1">{text.join.chooseTitle}</h1>
      <p className="l-muted">{text.join.chooseIntro}</p>
      <div className="l-choices">
        {choices.map((choice) => (
          <button key={choice.key} type="button" className="l-card" onClick={choice.onClick}>
            {choice.icon}
            <h2 className="l-h2">{choice.title}</h2>
            <span className="l-muted l-small">{choice.hint}</span>
          </button>
        ))}
      </div>
    </section>
  );
}

/**
 * /join/{code}, the short URL behind the QR code: a live code goes straight on to Pick a mask
 * (replacing this entry); one that does not open a lecture stays in the field, with the reason.
 */
export function JoinByCodePage() {
  const code = joinCodeOf(useScreenLocation().pathname) ?? '';
  // Another code is another screen: the field starts again from it.
  return <LinkedCode key={code} code={code} />;
}

function LinkedCode({ code: raw }: { code: string }) {
  usePageTitle(text.join.title);
  const { navigate } = useScreenNavigation();
  const code = raw.trim();
  const failure = useLectureCodeLink(navigate, code);

  return (
    <section className="l-paper">
      <h1 className="l-h1">{text.join.title}</h1>
      {failure === null ? (
        <div role="status" className="l-row">
          <Spinner />
          <span>{text.join.checkingCode}</span>
        </div>
      ) : (
        <>
          <Notice severity="error">{failure}</Notice>
          <JoinForm initialCode={/^\d+$/.test(code) ? code : ''} autoFocus={false} />
          <HaveAccountLink />
        </>
      )}
    </section>
  );
}

/** 'Select a mask to get a pseudonym': the chosen mask goes on to the waiting room. */
export function PickCardPage() {
  usePageTitle(text.join.pickCard.title);
  const location = useScreenLocation();
  const { navigate } = useScreenNavigation();
  const { classId } = readJoinParams(location.state, new URLSearchParams(location.search));
  if (!classId) return <MissingDetails message={text.join.pickCard.missingCode} />;

  const handlePick = (maskId: MaskId) => {
    const query = new URLSearchParams({ classId, maskId: String(maskId) });
    // Replaces this step: Back from the lecture never lands on 'Pick a mask' again.
    navigate(`${paths.waitingRoom}?${query.toString()}`, {
      replace: true,
      state: { classId, maskId },
    });
  };

  return (
    <section className="l-center l-wide">
      <h1 className="l-h1">{text.join.pickCard.title}</h1>
      <p className="l-muted">{text.join.pickCard.intro}</p>
      <ul className="l-masks" aria-label={text.join.pickCard.masksLabel}>
        {MASKS.map((mask) => (
          <li key={mask.id}>
            <button type="button" className="l-card l-mask" onClick={() => handlePick(mask.id)}>
              <MaskFace maskId={mask.id} />
              <span className="l-mask-name">{mask.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A join step opened without what it needs: the way back to the Lecture Code. */
export function MissingDetails({ message }: { message: string }) {
  return (
    <section className="l-paper l-center">
      <p>{message}</p>
      <AppLink to={paths.oldOrNewStudent} className="l-button l-button-primary">
        {text.join.credentials.enterCode}
      </AppLink>
    </section>
  );
}
