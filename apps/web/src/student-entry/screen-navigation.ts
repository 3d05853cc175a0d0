/**
 * How the student screens move on: the lean entry's own history by default, React Router's when
 * the full app draws the same screens (app/student-screens.tsx provides it). One screen, either
 * router.
 */
import { createContext, useContext } from 'react';
import {
  navigate as leanNavigate,
  setBlocker,
  useLeanLocation,
  type LeanLocation,
  type NavigateOptions,
} from './history.ts';

export type ScreenNavigate = (to: string, options?: NavigateOptions) => void;

/** Whether leaving must be asked about, and the question itself (true: the student goes). */
export interface LeaveQuestion {
  mustAsk: () => boolean;
  confirmLeave: () => boolean;
}

/** Guards leaving the current path (the waiting room); returns the function that lifts it. */
export type ScreenLeaveGuard = (question: LeaveQuestion) => () => void;

export interface ScreenNavigation {
  navigate: ScreenNavigate;
  guardLeaving: ScreenLeaveGuard;
}

export const ScreenNavigationContext = createContext<ScreenNavigation>({
  navigate: leanNavigate,
  guardLeaving: ({ mustAsk, confirmLeave }) => setBlocker(() => !mustAsk() || confirmLeave()),
});

export const useScreenNavigation = (): ScreenNavigation => useContext(ScreenNavigationContext);

/** React Router's location, when the full app draws the screen (app/student-screens.tsx). */
export const ScreenLocationContext = createContext<LeanLocation | null>(null);

/** Where the screen is: React Router's location inside the full app, the lean history's otherwise. */
export function useScreenLocation(): LeanLocation {
  const routed = useContext(ScreenLocationContext);
  const lean = useLeanLocation();
  return routed ?? lean;
}
