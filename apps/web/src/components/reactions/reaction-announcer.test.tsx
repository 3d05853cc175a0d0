import { act, cleanup, render, screen } from '@testing-library/react';
import { EXPRESSION_TAGS } from '@o4f/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOTALS_SETTLE_MS } from './reaction-announcer.tsx';
import { ReactionBar } from './reaction-bar.tsx';
import { ReactionGrid } from './reaction-grid.tsx';

const { GREAT, LOST, NOT_CLEAR } = EXPRESSION_TAGS;

const region = (name: string) => screen.getByRole('status', { name });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the teacher bar’s reaction summary', () => {
  it('is a polite region that stays quiet until the counts change', () => {
    render(<ReactionBar counts={[{ tag: GREAT, count: 1 }]} />);
    const summary = region('Reaction summary');
    expect(summary.getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(TOTALS_SETTLE_MS * 2));
    expect(summary.textContent).toBe('');
  });

  it('reads the totals once the presses have rested, not at every press', () => {
    const { rerender } = render(<ReactionBar counts={[]} />);
    const summary = region('Reaction summary');
    rerender(<ReactionBar counts={[{ tag: GREAT, count: 1 }]} />);
    act(() => vi.advanceTimersByTime(TOTALS_SETTLE_MS / 2));
    rerender(
      <ReactionBar
        counts={[
          { tag: GREAT, count: 2 },
          { tag: LOST, count: 1 },
        ]}
      />,
    );
    act(() => vi.advanceTimersByTime(TOTALS_SETTLE_MS / 2));
    // The first press was never read on its own: the counts moved again before they settled.
    expect(summary.textContent).toBe('');
    act(() => vi.advanceTimersByTime(TOTALS_SETTLE_MS / 2));
    expect(summary.textContent).toBe("3 reactions on this slide: Great! 2, I'm lost 1.");

    rerender(<ReactionBar counts={[]} />);
    act(() => vi.advanceTimersByTime(TOTALS_SETTLE_MS));
    expect(summary.textContent).toBe('No reactions on this slide yet.');
  });
});

describe('the student’s own reaction', () => {
  it('is read out politely when it changes, not when the remote appears', () => {
    const counts = [{ tag: GREAT, count: 1 }];
    const { rerender } = render(<ReactionGrid counts={counts} activeTag={GREAT} />);
    const own = region('Your reaction');
    expect(own.getAttribute('aria-live')).toBe('polite');
    expect(own.textContent).toBe('');

    rerender(<ReactionGrid counts={counts} activeTag={NOT_CLEAR} />);
    expect(own.textContent).toBe('Your reaction: Not Clear');
    rerender(<ReactionGrid counts={counts} activeTag={null} />);
    expect(own.textContent).toBe('Your reaction is withdrawn.');
    rerender(<ReactionGrid counts={counts} activeTag={GREAT} />);
    expect(own.textContent).toBe('Your reaction: Great!');
  });

  it('says a new slide cleared the reaction, not that the student withdrew it', () => {
    const { rerender } = render(<ReactionGrid counts={[]} activeTag={null} slideNumber={2} />);
    const own = region('Your reaction');
    rerender(<ReactionGrid counts={[]} activeTag={GREAT} slideNumber={2} />);
    expect(own.textContent).toBe('Your reaction: Great!');
    rerender(<ReactionGrid counts={[]} activeTag={null} slideNumber={3} />);
    expect(own.textContent).toBe('Now on slide 3. Your reaction was for the previous slide.');
    // A slide change without a reaction changes nothing of the student's: nothing new is said.
    rerender(<ReactionGrid counts={[]} activeTag={null} slideNumber={4} />);
    expect(own.textContent).toBe('Now on slide 3. Your reaction was for the previous slide.');
  });
});
