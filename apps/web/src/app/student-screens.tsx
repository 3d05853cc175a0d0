/**
 * The student screens the lean entry draws (the join screens, Pick a mask, the waiting room, the
 * credentials step, the live lecture), drawn inside the full app's shell too: one screen for both
 * entries (docs/decisions/lean-student-entry.md). Here React Router moves them on and guards
 * leaving the waiting room; lean.css styles them under `.lean`.
 */
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import {
  ScreenLocationContext,
  ScreenNavigationContext,
  type LeaveQuestion,
  type ScreenNavigation,
} from '../student-entry/screen-navigation.ts';
import { JoinScreen } from '../student-entry/join-screen.tsx';
import type { JoinRoute } from '../student-entry/routes.ts';
import '../student-entry/lean.css';

/**
 * React Router's location, navigation and leave guard for the lean screens inside: a route draws
 * the one screen itself (`joinScreenElement` below, the live lecture in live-lecture-screen.tsx).
 */
export function RouterScreen({ children }: { children: ReactNode }) {
  const location = useLocation();
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
      <ScreenLocationContext.Provider value={location}>
        <div className="lean">{children}</div>
      </ScreenLocationContext.Provider>
    </ScreenNavigationContext.Provider>
  );
}

/** A join screen as the full app's route draws it (app/routes.tsx; its tests draw the same). */
export function joinScreenElement(route: JoinRoute) {
  return (
    <RouterScreen>
      <JoinScreen route={route} />
    </RouterScreen>
  );
}
