/**
 * How the student screens move on: the lean entry's own history by default, React Router's when
 * the full app draws the live page's lean parts (app/student-screens.tsx provides it).
 */
import { createContext, useContext } from 'react';
import {
  navigate as leanNavigate,
  useLeanLocation,
  type LeanLocation,
  type NavigateOptions,
} from './history.ts';

export type ScreenNavigate = (to: string, options?: NavigateOptions) => void;

export interface ScreenNavigation {
  navigate: ScreenNavigate;
}

export const ScreenNavigationContext = createContext<ScreenNavigation>({ navigate: leanNavigate });

export const useScreenNavigation = (): ScreenNavigation => useContext(ScreenNavigationContext);

/** React Router's location, when the full app draws the screen (app/student-screens.tsx). */
export const ScreenLocationContext = createContext<LeanLocation | null>(null);

/** Where the screen is: React Router's location inside the full app, the lean history's otherwise. */
export function useScreenLocation(): LeanLocation {
  const routed = useContext(ScreenLocationContext);
  const lean = useLeanLocation();
  return routed ?? lean;
}
