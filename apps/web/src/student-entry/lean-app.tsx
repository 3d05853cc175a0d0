/**
 * The lean student entry: the join flow and the Feedback tab without React Router, MUI,
 * emotion, notistack or TanStack Query, so that a student's phone shows them fast. Any other
 * screen (or one of these for someone else) is the full app's: `handOver` loads it into this
 * document, at the URL the student is on, and navigation goes on there.
 */
import { useEffect, useMemo, useRef } from 'react';
import { text } from '../text/en.ts';
import { useHeadingFocus } from '../hooks/use-heading-focus.ts';
import { setNavigate } from '../lib/navigation.ts';
import { navigate, useLeanLocation, type LeanLocation } from './history.ts';
import { JoinScreen } from './join-screen.tsx';
import { JoinFrame } from './layout.tsx';
import { LivePage } from './live-page.tsx';
import { leanRouteFor, type LeanRoute } from './routes.ts';
import { Toasts } from './ui.tsx';
import { ConnectionBanner } from '../components/connection-banner.tsx';
import './lean.css';

export { leanRouteFor };

export interface HandOverOptions {
  /** After the full app has drawn the page, press its button with this accessible name. */
  press?: string;
}

export type HandOver = (options?: HandOverOptions) => void;

function Screen({
  route,
  location,
  handOver,
}: {
  route: LeanRoute;
  location: LeanLocation;
  handOver: HandOver;
}) {
  switch (route.page) {
    case 'live':
      return (
        <LivePage
          lectureNum={route.lectureNum}
          location={location}
          onOpenMenu={() => handOver({ press: text.nav.openMenu })}
        />
      );
    default:
      return (
        <JoinFrame>
          <JoinScreen route={route} />
        </JoinFrame>
      );
  }
}

export function LeanApp({ handOver }: { handOver: HandOver }) {
  const location = useLeanLocation();
  // Decided per location (not per session change: admission stores the session mid-flow).
  const route = useMemo(
    () => leanRouteFor(location.pathname, location.search),
    [location.pathname, location.search],
  );
  // While the full app loads, the last lean screen stays on show.
  const shown = useRef<LeanRoute | null>(route);
  if (route) shown.current = route;
  // The api client's own navigation (a 401 goes to About) stays in this document too; the full
  // app registers its router's when it loads.
  useEffect(() => setNavigate((to, options) => navigate(to, options)), []);
  useHeadingFocus(location.pathname);
  useEffect(() => {
    if (!route) handOver();
    else window.scrollTo(0, 0);
  }, [route, handOver]);
  if (!shown.current) return null;
  return (
    <div className="lean">
      <Screen route={shown.current} location={location} handOver={handOver} />
      <Toasts />
      <ConnectionBanner />
    </div>
  );
}
