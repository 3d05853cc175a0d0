/** For the tests: the lean student entry opened at a URL, as a phone's first load draws it. */
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { currentLocation } from './history.ts';
import { LeanApp } from './lean-app.tsx';

/** Where the page is: the path, query and the history entry's state (React Router's `usr`). */
export interface LeanPage {
  location: () => { pathname: string; search: string; state: unknown };
  /** The page's first history entry was replaced, not pushed over (Back skips the step). */
  replaced: () => boolean;
  /** Called when the lean entry gives the page to the full app. */
  handOver: ReturnType<typeof vi.fn>;
}

/** Opens the lean entry at `url`, with `state` on its history entry (the join flow's). */
export function openLean(url: string, state: unknown = null): LeanPage & ReturnType<typeof render> {
  window.history.replaceState({ usr: state, key: 'opened', idx: 0 }, '', url);
  const length = window.history.length;
  const handOver = vi.fn();
  const result = render(<LeanApp handOver={handOver} />);
  return {
    ...result,
    location: () => currentLocation(),
    replaced: () =>
      window.history.length === length &&
      (window.history.state as { idx?: number; key?: string }).idx === 0 &&
      (window.history.state as { key?: string }).key !== 'opened',
    handOver,
  };
}
