import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageAnnouncer as Announcer } from '../components/page-announcer.tsx';
import { text } from '../text/en.ts';
import type * as PageTitle from './use-page-title.ts';

// The title's state is the document's: each test starts from a fresh module.
let hook: typeof PageTitle;
let PageAnnouncer: typeof Announcer;

function Page({ heading }: { heading: string | null }) {
  hook.usePageTitle(heading);
  return null;
}

/** The app with its announcer, showing one page (another key: the app moved to another page). */
function App({ page, heading }: { page: string; heading: string | null }) {
  return (
    <>
      <PageAnnouncer />
      <Page key={page} heading={heading} />
    </>
  );
}

beforeEach(async () => {
  vi.resetModules();
  hook = await import('./use-page-title.ts');
  ({ PageAnnouncer } = await import('../components/page-announcer.tsx'));
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const settle = () => act(() => vi.advanceTimersByTime(hook.TITLE_SETTLES_MS));

describe("the browser tab's title", () => {
  it('names the page before the product, and the product alone without a heading or on its own page', () => {
    expect(hook.pageTitle('My Settings')).toBe('My Settings – Open4Feedback');
    expect(hook.pageTitle(null)).toBe('Open4Feedback');
    expect(hook.pageTitle('')).toBe('Open4Feedback');
    expect(hook.pageTitle(text.common.productName)).toBe('Open4Feedback');
  });

  it('follows the heading while the page is shown, and is the product again once it goes', () => {
    const { rerender, unmount } = render(<Page heading={null} />);
    expect(document.title).toBe('Open4Feedback');
    rerender(<Page heading="Resonance" />);
    expect(document.title).toBe('Resonance – Open4Feedback');
    rerender(<Page heading="Standing waves" />);
    expect(document.title).toBe('Standing waves – Open4Feedback');
    unmount();
    expect(document.title).toBe('Open4Feedback');
  });
});

describe('the page announcer', () => {
  const announced = () => document.getElementById('page-announcer')!.textContent;

  it('stays silent on the page the browser loaded, then names each page the app moves to', () => {
    const { rerender } = render(<App page="settings" heading="My Settings" />);
    settle();
    expect(announced()).toBe('');
    rerender(<App page="courses" heading="My Courses" />);
    settle();
    expect(announced()).toBe('My Courses – Open4Feedback');
  });

  it("names a page once its title holds: not the product's name between two pages, nor a loading page's", () => {
    const { rerender } = render(<App page="first" heading={null} />);
    // A page named by its data: the product's name while it loads, then the lecture's.
    act(() => vi.advanceTimersByTime(hook.TITLE_SETTLES_MS / 2));
    rerender(<App page="first" heading="Resonance" />);
    settle();
    expect(announced()).toBe('');
    // Moving on: the next page loads its lecture too.
    rerender(<App page="next" heading={null} />);
    act(() => vi.advanceTimersByTime(hook.TITLE_SETTLES_MS / 2));
    expect(announced()).toBe('');
    rerender(<App page="next" heading="Standing waves" />);
    settle();
    expect(announced()).toBe('Standing waves – Open4Feedback');
  });
});
