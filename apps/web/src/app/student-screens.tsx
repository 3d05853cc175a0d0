/**
 * The full app's side of the student screens (docs/decisions/lean-student-entry.md). The join
 * screens are the lean entry's alone: at a join screen's path the full app gives the page back
 * (`HandBackToLean`). The live lecture's frame and Feedback tab are drawn inside the full app's
 * shell too (live-lecture-screen.tsx), where React Router moves them on (`RouterScreen`);
 * lean.css styles them under `.lean`.
 */
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  ScreenLocationContext,
  ScreenNavigationContext,
  type ScreenNavigation,
} from '../student-entry/screen-navigation.ts';
import '../student-entry/lean.css';

/** React Router's location and navigation for the lean screens inside. */
export function RouterScreen({ children }: { children: ReactNode }) {
  const location = useLocation();
  const routerNavigate = useNavigate();
  const navigation = useMemo<ScreenNavigation>(
    () => ({ navigate: (to, options) => void routerNavigate(to, options) }),
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

/** Gives the page back to the lean entry (main.tsx); tests record the call. */
export const HandBackContext = createContext<() => void>(() => undefined);

/** A join screen's path in the full app: the lean entry draws it, at the same URL. */
export function HandBackToLean() {
  const handBack = useContext(HandBackContext);
  useEffect(() => handBack(), [handBack]);
  return null;
}
