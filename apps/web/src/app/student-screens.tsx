/**
 * The student screens the lean entry draws (Pick a mask, the waiting room, the Feedback tab),
 * drawn inside the full app too: one screen for both entries (STYLE.md §6). Here React Router
 * moves them on and guards leaving the waiting room; lean.css styles them under `.lean`.
 */
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import type { LiveFeedbackTabProps } from '../features/live/pages/live-lecture-page.tsx';
import { PickCardPage } from '../student-entry/join-pages.tsx';
import { FeedbackTab } from '../student-entry/live-page.tsx';
import {
  ScreenNavigationContext,
  type LeaveQuestion,
  type ScreenNavigation,
} from '../student-entry/screen-navigation.ts';
import { WaitingRoomPage } from '../student-entry/waiting-room.tsx';
import '../student-entry/lean.css';

/** React Router's navigation and leave guard for the screens inside. */
function RouterScreen({ children }: { children: ReactNode }) {
  const routerNavigate = useNavigate();
  const question = useRef<LeaveQuestion | null>(null);
  // In-app navigation away (Return, the back button, a menu link) asks first.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      question.current !== null &&
      question.current.mustAsk() &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (question.current?.confirmLeave() ?? true) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  const navigation = useMemo<ScreenNavigation>(
    () => ({
      navigate: (to, options) => void routerNavigate(to, options),
      guardLeaving: (asked) => {
        question.current = asked;
        return () => {
          if (question.current === asked) question.current = null;
        };
      },
    }),
    [routerNavigate],
  );
  return (
    <ScreenNavigationContext.Provider value={navigation}>
      <div className="lean">{children}</div>
    </ScreenNavigationContext.Provider>
  );
}

export function PickCardScreen() {
  const location = useLocation();
  return (
    <RouterScreen>
      <PickCardPage location={location} />
    </RouterScreen>
  );
}

export function WaitingRoomScreen() {
  const location = useLocation();
  return (
    <RouterScreen>
      <WaitingRoomPage location={location} />
    </RouterScreen>
  );
}

export function FeedbackTabScreen(props: LiveFeedbackTabProps) {
  return (
    <RouterScreen>
      <FeedbackTab {...props} />
    </RouterScreen>
  );
}
