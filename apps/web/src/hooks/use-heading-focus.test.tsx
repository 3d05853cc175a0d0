import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADING_WAIT_MS, useHeadingFocus, type FocusTarget } from './use-heading-focus.ts';

interface PageProps {
  path: string;
  heading?: string;
  field?: boolean;
  dialog?: boolean;
  tabs?: boolean;
  first?: FocusTarget;
}

/** A shell: a menu outside the page's main, the page's heading and, perhaps, a field it focuses. */
function App({ path, heading, field = false, dialog = false, tabs = false, first }: PageProps) {
  useHeadingFocus(path, first);
  return (
    <>
      <nav aria-label="Main menu">
        <a href="#settings">My Settings</a>
      </nav>
      <main>
        {heading && <h1>{heading}</h1>}
        {field && <input aria-label="Name" autoFocus />}
        {tabs && (
          <div role="tablist">
            <button role="tab" aria-selected="false" tabIndex={-1}>
              Feedback
            </button>
            <button role="tab" aria-selected="true">
              Q&amp;A
            </button>
          </div>
        )}
      </main>
      {dialog && (
        <div role="dialog" aria-label="New connection">
          <button autoFocus>Close</button>
        </div>
      )}
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the focus when the app moves to another page', () => {
  it('stays at the top on the page the browser loaded', () => {
    render(<App path="/about" heading="About" />);
    expect(document.activeElement).toBe(document.body);
  });

  it("goes to the new page's heading, without making it a Tab stop, from a link that stays", () => {
    const { rerender } = render(<App path="/about" heading="About" />);
    screen.getByRole('link', { name: 'My Settings' }).focus();
    rerender(<App path="/settings" heading="My Settings" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'My Settings' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for a heading drawn after the data came', async () => {
    const { rerender } = render(<App path="/courses" heading="My Courses" />);
    rerender(<App path="/courses/7" />);
    expect(document.activeElement).toBe(document.body);
    rerender(<App path="/courses/7" heading="Optics" />);
    // The observer hears of the new heading after the render.
    await act(() => Promise.resolve());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Optics' }));
  });

  it('leaves the focus in a field the new page focused, or in a dialog', () => {
    const { rerender } = render(<App path="/about" heading="About" />);
    rerender(<App path="/login" heading="Login" field />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    rerender(<App path="/class-status" heading="Optics" dialog />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('gives up on a page that draws no heading in time', () => {
    vi.useFakeTimers();
    const { rerender } = render(<App path="/about" heading="About" />);
    rerender(<App path="/broken" />);
    act(() => vi.advanceTimersByTime(HEADING_WAIT_MS + 1));
    rerender(<App path="/broken" heading="Late" />);
    expect(document.activeElement).toBe(document.body);
  });

  it('goes back to a page the app had left', () => {
    const { rerender } = render(<App path="/about" heading="About" />);
    rerender(<App path="/login" heading="Login" />);
    rerender(<App path="/about" heading="About" />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'About' }));
  });
});

describe('the focus when the full app takes a page over from the lean student entry', () => {
  it("goes to the first page's heading after a link, drawn after StrictMode's rehearsal", async () => {
    const page = (heading?: string) => (
      <StrictMode>
        <App path="/student/my-lectures" heading={heading} first="heading" />
      </StrictMode>
    );
    const { rerender } = render(page());
    rerender(page('My Lectures'));
    await act(() => Promise.resolve());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'My Lectures' }));
  });

  it('stays on the selected tab after a tab, and goes to headings on the next moves', () => {
    const { rerender } = render(<App path="/lecture/4/live" heading="Optics" tabs first="tab" />);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Q&A' }));
    rerender(<App path="/student/my-lectures" heading="My Lectures" first="tab" />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'My Lectures' }));
    rerender(<App path="/lecture/4/live" heading="Optics" tabs first="tab" />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Optics' }));
  });
});
