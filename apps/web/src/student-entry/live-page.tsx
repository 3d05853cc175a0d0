/**
 * The admitted student's live lecture on its Feedback tab: the five reactions, the header's
 * "Who am I?" and Live button, the breadcrumb. The Q&A tab, the menu and every link hand over to
 * the full app (it loads and takes this document's place).
 */
import {
  lectureTiming,
  summarizeExpressions,
  type ExpressionTag,
  type Lecture,
  type LectureState,
} from '@o4f/contract';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useOwnReactionMessage } from '../hooks/use-own-reaction-message.ts';
import {
  connectionNotice,
  useExpressionsSocket,
  type LiveExpressions,
} from '../hooks/use-expressions-socket.ts';
import { useNow } from '../hooks/use-now.ts';
import { useRememberLecture } from '../hooks/use-remember-lecture.ts';
import { isApiError } from '../lib/api-client.ts';
import { getLecture } from '../lib/lectures/get-lecture.ts';
import { getPseudonym } from '../lib/lectures/get-pseudonym.ts';
import { arrivedFromJoin, paths } from '../lib/paths.ts';
import { DISPLAY_ORDER, PANEL_PLACES, reactionColour, ringValue } from '../lib/reactions.ts';
import { homePathFor, useStoredSession } from '../lib/session.ts';
import { text } from '../text/en.ts';
import { navigate, type LeanLocation } from './history.ts';
import { Icon, REACTION_ICONS } from './icons.tsx';
import { StudentFrame } from './layout.tsx';
import { useLeanSignals } from './signals.ts';
import { AppLink, Notice, Spinner } from './ui.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; lecture: Lecture };

/** GET /course/{c}/lecture/{n}, again on `reload()` (a signal, the end of the time window). */
function useLecture(courseId: number | undefined, lectureNum: number) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (courseId === undefined) {
      setLoaded({ kind: 'failed' });
      return;
    }
    let current = true;
    const load = (retries: number): void => {
      getLecture(courseId, lectureNum).then(
        (lecture) => current && setLoaded({ kind: 'loaded', lecture }),
        (error: unknown) => {
          if (!current) return;
          // A missing or forbidden lecture stays missing; only a network hiccup is worth a retry.
          if (retries > 0 && !(isApiError(error) && error.status >= 400)) load(retries - 1);
          else
            setLoaded((previous) => (previous.kind === 'loaded' ? previous : { kind: 'failed' }));
        },
      );
    };
    load(1);
    return () => {
      current = false;
    };
  }, [courseId, lectureNum, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { loaded, reload };
}

/** The student's pseudonym in this lecture (null while unknown or without one). */
function usePseudonym(lecture: Lecture | null): string | null {
  const [pseudonym, setPseudonym] = useState<string | null>(null);
  const courseId = lecture?.courseId;
  const lectureNum = lecture?.lectureNum;
  useEffect(() => {
    if (courseId === undefined || lectureNum === undefined) return;
    let current = true;
    getPseudonym(courseId, lectureNum).then(
      (found) => {
        if (current && found) setPseudonym(found.pseudonym);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [courseId, lectureNum]);
  return pseudonym;
}

/** 'Who am I?': the pseudonym in a tooltip, on hover, focus or a tap. */
function WhoAmI({ pseudonym }: { pseudonym: string }) {
  const [open, setOpen] = useState(false);
  const tipId = useId();
  useEffect(() => {
    if (!open) return;
    const close = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [open]);
  return (
    <span className="l-tip-anchor" onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className="l-text-button"
        aria-describedby={open ? tipId : undefined}
        onClick={() => setOpen(true)}
        onMouseEnter={() => setOpen(true)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      >
        {text.signals.whoAmI}
      </button>
      {open && (
        <span role="tooltip" id={tipId} className="l-tip">
          <span data-testid="who-am-i-pseudonym">{pseudonym}</span>
        </span>
      )}
    </span>
  );
}

function Breadcrumb({ lectureNum }: { lectureNum: number }) {
  const { selectedCourse, selectedLecture } = useStoredSession();
  const showLecture = selectedLecture !== null && selectedLecture.lectureNum === lectureNum;
  const courseName = selectedCourse ? selectedCourse.shortName || selectedCourse.name : null;
  return (
    <nav aria-label={text.nav.breadcrumb} className="l-breadcrumb">
      <ol>
        <li>
          <AppLink to={homePathFor('STUDENT')} aria-label={text.nav.home} className="l-crumb-home">
            <Icon name="home" size={20} />
          </AppLink>
        </li>
        {courseName !== null && (
          <li>
            {showLecture ? (
              <AppLink to={paths.student.myLectures} className="l-crumb">
                {courseName}
              </AppLink>
            ) : (
              <span className="l-crumb-current">{courseName}</span>
            )}
          </li>
        )}
        {courseName !== null && showLecture && (
          <li className="l-crumb-lecture">
            <span className="l-crumb-current">{selectedLecture.name}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}

/** One reaction: its icon inside the percentage ring, its name, and its count beneath. */
function ReactionButton({
  tag,
  count,
  percent,
  active,
  disabled,
  onPress,
}: {
  tag: ExpressionTag;
  count: number;
  percent: number;
  active: boolean;
  disabled: boolean;
  onPress: (tag: ExpressionTag) => void;
}) {
  const colour = reactionColour(tag);
  const countId = useId();
  const whole = Math.round(percent);
  // The ring: a circle of circumference 100 (r = 100 / 2π), its gap centred at six o'clock.
  const radius = 100 / (2 * Math.PI);
  const start = `rotate(${90 + ((100 - 85) / 100) * 180} 18 18)`;
  return (
    <button
      type="button"
      className={active ? 'l-reaction l-reaction-active' : 'l-reaction'}
      style={{ '--reaction': colour } as CSSProperties}
      aria-pressed={active}
      aria-describedby={countId}
      disabled={disabled}
      onClick={() => onPress(tag)}
      data-tag={tag}
    >
      <span className="l-ring" aria-hidden="true" data-percent={whole}>
        <svg viewBox="0 0 36 36" className="l-ring-svg">
          <circle
            cx="18"
            cy="18"
            r={radius}
            className="l-ring-track"
            strokeDasharray="85 100"
            transform={start}
          />
          <circle
            cx="18"
            cy="18"
            r={radius}
            className="l-ring-value"
            strokeDasharray={`${ringValue(whole)} 100`}
            transform={start}
            data-testid="percentage-ring-value"
            aria-valuenow={ringValue(whole)}
          />
        </svg>
        <span className="l-ring-inside">
          <Icon name={REACTION_ICONS[tag]} color={colour} size={29} />
          <span className="l-ring-percent">{whole}%</span>
        </span>
      </span>
      <span className="l-reaction-name">{text.live.reactions[tag]}</span>
      {/* Named by its visible label alone (WCAG 2.5.3); the count is its description. */}
      <span id={countId} aria-hidden="true" className="l-reaction-count">
        {text.live.reactionCount(count, whole)}
      </span>
    </button>
  );
}

/**
 * The student's own reaction, read out when it changes: a polite region hidden on screen, always
 * in the page and empty at first (as the full app's remote has it).
 */
function OwnReactionAnnouncer({
  activeTag,
  slideNumber,
}: {
  activeTag: ExpressionTag | null;
  slideNumber: number | null;
}) {
  const message = useOwnReactionMessage(activeTag, slideNumber);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      aria-label={text.live.announce.ownLabel}
      className="l-visually-hidden"
    >
      {message}
    </div>
  );
}

/** The five reactions for the slide on screen, or why there are none right now. */
export function ReactionPanel({
  lectureState,
  live,
  expressions,
  disabled,
}: {
  lectureState: LectureState;
  live: boolean;
  expressions: LiveExpressions;
  disabled: boolean;
}) {
  if (lectureState === 'CREATED')
    return <Notice severity="info">{text.live.waitForTeacher}</Notice>;
  if (lectureState === 'ENDED' || !live)
    return <Notice severity="warning">{text.live.notLive}</Notice>;
  const summary = new Map(
    summarizeExpressions(expressions.counts).map((entry) => [entry.tag, entry]),
  );
  const slide = expressions.slideNumber;
  return (
    <div className="l-center">
      {slide !== null && slide >= 1 && (
        <p className="l-lead l-slide-line">{text.live.feedbackOnSlide(slide)}</p>
      )}
      <div role="group" aria-label={text.live.reactionsLabel} className="l-reactions">
        {DISPLAY_ORDER.map((tag) => {
          const entry = summary.get(tag);
          const place = PANEL_PLACES[tag];
          return (
            <div key={tag} data-column={place.column} style={{ gridArea: place.area }}>
              <ReactionButton
                tag={tag}
                count={entry?.count ?? 0}
                percent={entry?.percentCount ?? 0}
                active={expressions.activeTag === tag}
                disabled={disabled}
                onPress={expressions.press}
              />
            </div>
          );
        })}
        <OwnReactionAnnouncer activeTag={expressions.activeTag} slideNumber={slide} />
      </div>
    </div>
  );
}

/** The Feedback tab, in the lean entry and (through app/student-screens) the full app. */
export function FeedbackTab({
  lecture,
  live,
  expressions,
}: {
  lecture: Lecture;
  live: boolean;
  expressions: LiveExpressions;
}) {
  const running = live && lecture.state === 'STARTED';
  if (running && !lecture.isAttending)
    return (
      <Notice
        severity="info"
        action={
          <AppLink to={paths.oldOrNewStudent} className="l-button l-button-text">
            {text.liveLecture.joinLecture}
          </AppLink>
        }
      >
        {text.liveLecture.notAttending}
      </Notice>
    );
  const paused = running && expressions.connected && !expressions.allowReactions;
  const away = running ? connectionNotice(expressions.connection) : null;
  return (
    <div className="l-stack">
      {away && (
        <Notice severity={expressions.connection === 'connecting' ? 'info' : 'warning'}>
          {away}
        </Notice>
      )}
      {paused && <Notice severity="warning">{text.liveLecture.reactionsPaused}</Notice>}
      <ReactionPanel
        lectureState={lecture.state}
        live={live}
        expressions={expressions}
        disabled={expressions.connection !== 'connected' || !expressions.allowReactions}
      />
    </div>
  );
}

const TAB_IDS = { feedback: 'live-tab-feedback', qa: 'live-tab-qa' } as const;

export type LiveTab = keyof typeof TAB_IDS;

/**
 * The live lecture's frame: its name and number, the Feedback and Q&A tabs and the open tab's
 * panel. The lean entry opens it on Feedback (Q&A hands over); the full app draws both panels.
 */
export function LiveLectureFrame({
  lecture,
  live,
  tab,
  onSelectTab,
  children,
}: {
  lecture: Lecture;
  /** Within the lecture's time window: the Feedback tab is open to choose only then. */
  live: boolean;
  tab: LiveTab;
  onSelectTab: (tab: LiveTab) => void;
  /** The open tab's panel. */
  children: ReactNode;
}) {
  const tablist = useRef<HTMLDivElement>(null);
  usePageTitle(lecture.name);
  const handleKeys = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    const tabs = [
      ...(tablist.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []),
    ].filter((button) => !button.disabled);
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : (index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length;
    event.preventDefault();
    tabs[next]?.focus();
  };
  const tabButton = (value: LiveTab, label: string, disabled = false) => (
    <button
      type="button"
      role="tab"
      id={TAB_IDS[value]}
      aria-selected={tab === value}
      aria-controls={`live-panel-${value}`}
      tabIndex={tab === value ? 0 : -1}
      disabled={disabled}
      className={tab === value ? 'l-tab l-tab-selected' : 'l-tab'}
      onClick={() => {
        if (tab !== value) onSelectTab(value);
      }}
    >
      {label}
    </button>
  );

  return (
    <div className="l-live">
      <h1 className="l-h1 l-h1-small l-flush">{lecture.name}</h1>
      <p className="l-muted l-live-number">{text.liveLecture.number(lecture.lectureNum)}</p>
      <div
        role="tablist"
        aria-label={text.liveLecture.tabsLabel}
        className="l-tabs"
        ref={tablist}
        onKeyDown={handleKeys}
      >
        {tabButton('feedback', text.liveLecture.feedbackTab, !live)}
        {tabButton('qa', text.liveLecture.qaTab)}
      </div>
      <div role="tabpanel" id={`live-panel-${tab}`} aria-labelledby={TAB_IDS[tab]}>
        {children}
      </div>
    </div>
  );
}

/** The lecture is being fetched. */
export function LiveLectureLoading() {
  return (
    <div role="status" aria-live="polite" className="l-stack">
      <p>{text.liveLecture.loading}</p>
      <div className="l-center">
        <Spinner size={40} />
      </div>
    </div>
  );
}

/** No such lecture for this student: the way back to their lectures. */
export function LiveLectureMissing() {
  return (
    <section className="l-paper l-center">
      <Notice severity="warning">{text.liveLecture.notFound}</Notice>
      <AppLink to={paths.student.myLectures} className="l-button l-button-outlined">
        {text.liveLecture.backToLectures}
      </AppLink>
    </section>
  );
}

function LiveLecture({ lecture, reload }: { lecture: Lecture; reload: () => void }) {
  const now = useNow(15_000);
  const live = lectureTiming(lecture, now) === 'live';
  const onRefused = useCallback(() => navigate(paths.oldOrNewStudent, { replace: true }), []);
  const expressions = useExpressionsSocket({
    courseId: lecture.courseId,
    lectureNum: lecture.lectureNum,
    enabled: live && lecture.state === 'STARTED' && lecture.isAttending,
    onRefused,
    onLectureChanged: reload,
  });
  useLeanSignals({
    courseId: lecture.courseId,
    lectureNum: lecture.isAttending ? lecture.lectureNum : undefined,
    onLectureChanged: reload,
  });
  // Leaving the time window may mean an extension the page has not seen: ask again.
  const wasLive = useRef(live);
  useEffect(() => {
    if (wasLive.current && !live) reload();
    wasLive.current = live;
  }, [live, reload]);

  // Not live: the full app's page opens on the Q&A tab.
  useEffect(() => {
    if (!live) openQa();
  }, [live]);

  return (
    <LiveLectureFrame lecture={lecture} live={live} tab="feedback" onSelectTab={openQa}>
      <FeedbackTab lecture={lecture} live={live} expressions={expressions} />
    </LiveLectureFrame>
  );
}

/** The Q&A tab is the full app's: the URL says so, and the full app takes over. */
function openQa() {
  navigate(`${window.location.pathname}?tab=qa`, { replace: true, state: { tab: 'qa' } });
}

/**
 * Arriving from the join flow (whose steps replaced each other in history), the page adds one
 * entry of itself, so that the phone's Back button stays in the lecture (as the full app does).
 */
function useBackStaysInLecture(location: LeanLocation) {
  const joined = arrivedFromJoin(location.state);
  const url = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!joined) return;
    navigate(url, { replace: true, state: { guarded: true } });
    navigate(url, { state: null });
  }, [joined, url]);
}

export function LivePage({
  lectureNum,
  location,
  onOpenMenu,
}: {
  lectureNum: number;
  location: LeanLocation;
  onOpenMenu: () => void;
}) {
  const { selectedCourse } = useStoredSession();
  const { loaded, reload } = useLecture(selectedCourse?.id, lectureNum);
  const lecture = loaded.kind === 'loaded' ? loaded.lecture : undefined;
  // The breadcrumb names the lecture on this page.
  useRememberLecture(lecture);
  useBackStaysInLecture(location);
  const attending = lecture?.isAttending && lectureTiming(lecture, Date.now()) === 'live';
  const pseudonym = usePseudonym(attending ? (lecture ?? null) : null);

  const actions = lecture && attending && (
    <>
      <AppLink
        to={paths.lecture.liveFeedback(lecture.lectureNum)}
        state={{ tab: 'feedback' }}
        className="l-button l-button-live"
        title={text.signals.liveTitle(lecture.name)}
      >
        <Icon name="dot" size={18} />
        {text.signals.live}
      </AppLink>
      {pseudonym !== null && <WhoAmI pseudonym={pseudonym} />}
    </>
  );

  return (
    <StudentFrame
      onOpenMenu={onOpenMenu}
      actions={actions}
      breadcrumb={<Breadcrumb lectureNum={lectureNum} />}
    >
      {loaded.kind === 'loading' && <LiveLectureLoading />}
      {loaded.kind === 'failed' && <LiveLectureMissing />}
      {lecture && <LiveLecture lecture={lecture} reload={reload} />}
    </StudentFrame>
  );
}
