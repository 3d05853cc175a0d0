import type { ExpressionTag, LectureState } from '@o4f/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveExpressions } from '../hooks/use-expressions-socket.ts';
import { ringValue } from '../lib/reactions.ts';
import { ReactionPanel } from './live-page.tsx';

// The one Feedback panel, in the lean entry and (app/student-screens) the full app.

// 10 reactions: lost 5, not clear 2, great 1, too hard 2, too simple 0.
const counts: { tag: ExpressionTag; count: number }[] = [
  { tag: 1, count: 5 },
  { tag: 2, count: 2 },
  { tag: 3, count: 1 },
  { tag: 4, count: 2 },
  { tag: 5, count: 0 },
];

interface PanelProps {
  lectureState: LectureState;
  live: boolean;
  counts: { tag: ExpressionTag; count: number }[];
  activeTag: ExpressionTag | null;
  slideNumber: number | null;
  disabled: boolean;
  onPress: (tag: ExpressionTag) => void;
}

function renderPanel(props: Partial<PanelProps> = {}) {
  const { lectureState, live, disabled, ...given }: PanelProps = {
    lectureState: 'STARTED',
    live: true,
    counts,
    activeTag: null,
    slideNumber: null,
    disabled: false,
    onPress: () => undefined,
    ...props,
  };
  const expressions: LiveExpressions = {
    connected: true,
    connection: 'connected',
    activeTag: given.activeTag,
    slideNumber: given.slideNumber,
    counts: given.counts,
    allowReactions: true,
    press: given.onPress,
  };
  return render(
    <ReactionPanel
      lectureState={lectureState}
      live={live}
      expressions={expressions}
      disabled={disabled}
    />,
  );
}

afterEach(cleanup);

describe('The Feedback panel', () => {
  it('arranges too hard left, lost / not clear / great in the middle, too simple right', () => {
    renderPanel();
    const group = within(screen.getByRole('group', { name: 'Reactions' }));
    const buttons = group.getAllByRole('button');
    // Each button is named by its visible label alone (the count is its description).
    const inOrder = ['Too Hard', "I'm lost", 'Not Clear', 'Great!', 'Too Simple'].map((name) =>
      group.getByRole('button', { name }),
    );
    expect(buttons).toEqual(inOrder);
    const description = buttons[0]!.getAttribute('aria-describedby')!;
    expect(document.getElementById(description)?.textContent).toMatch(/\(\d+%\)$/);
    const columns = buttons.map((button) => button.parentElement?.getAttribute('data-column'));
    expect(columns).toEqual(['left', 'middle', 'middle', 'middle', 'right']);
  });

  it('shows each count with its whole-number percentage and the ring scaled to 85', () => {
    renderPanel();
    const lost = screen.getByRole('button', { name: "I'm lost" });
    expect(lost.textContent).toContain('50%');
    expect(lost.textContent).toContain('5 (50%)');
    expect(screen.getByRole('button', { name: 'Too Simple' }).textContent).toContain('0 (0%)');
    expect(screen.getByRole('button', { name: 'Great!' }).textContent).toContain('1 (10%)');
    const ring = lost.querySelector('[data-testid="percentage-ring-value"]');
    expect(ring?.getAttribute('aria-valuenow')).toBe(String(ringValue(50)));
    expect(ringValue(100)).toBe(85);
    expect(ringValue(0)).toBe(0);
  });

  it('rounds percentages to whole numbers', () => {
    renderPanel({
      counts: [
        { tag: 1, count: 1 },
        { tag: 2, count: 2 },
      ],
    });
    expect(screen.getByRole('button', { name: "I'm lost" }).textContent).toContain('1 (33%)');
    expect(screen.getByRole('button', { name: 'Not Clear' }).textContent).toContain('2 (67%)');
  });

  it('marks the active reaction and reports presses', () => {
    const onPress = vi.fn();
    renderPanel({ activeTag: 3, onPress, slideNumber: 4 });
    expect(screen.getByText('Your feedback on slide 4')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Great!' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Too Hard' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Too Hard' }));
    expect(onPress).toHaveBeenCalledWith(4);
  });

  it('hides the slide line without a presentation and disables the buttons on request', () => {
    renderPanel({ slideNumber: -1, disabled: true });
    expect(screen.queryByText(/Your feedback on slide/)).toBeNull();
    for (const button of screen.getAllByRole('button'))
      expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks to wait while the lecture is CREATED and says when it is not live', () => {
    renderPanel({ lectureState: 'CREATED' });
    expect(screen.getByText('Please wait for the teacher to start the lecture')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    cleanup();
    renderPanel({ live: false });
    expect(screen.getByText('This lecture is not live. Feedback is closed.')).toBeTruthy();
    cleanup();
    renderPanel({ lectureState: 'ENDED' });
    expect(screen.getByText('This lecture is not live. Feedback is closed.')).toBeTruthy();
  });
});
