import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { arrivedFromJoin } from '../../../lib/paths.ts';

/**
 * Arriving from the join flow (whose steps replaced each other in history), the live page adds
 * one entry of itself: the phone's Back button then stays in the lecture instead of leaving it
 * (or landing on a join step). A second Back leaves as usual: the entry under it is marked so
 * that it is not guarded again.
 */
export function useBackStaysInLecture(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const joined = arrivedFromJoin(location.state);
  const url = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!joined) return;
    void (async () => {
      await navigate(url, { replace: true, state: { guarded: true } });
      await navigate(url, { state: null });
    })();
  }, [joined, url, navigate]);
}
