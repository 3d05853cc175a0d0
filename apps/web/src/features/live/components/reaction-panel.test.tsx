import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { ringValue } from '../../../components/reactions/percentage-ring.tsx';
import { ReactionBar } from '../../../components/reactions/reaction-bar.tsx';
import { ReactionPanel, type ReactionPanelProps } from './reaction-panel.tsx';

// 10 reactions: lost 5, not clear 2, great 1, too hard 2, too simple 0.
const counts = [
  { tag: 1, count: 5 },
  { tag: 2, count: 2 },
  { tag: 3, count: 1 },
  { tag: 4, count: 2 },
  { tag: 5, count: 0 },
];

const renderPanel = (props: Partial<ReactionPanelProps> = {}) =>
  render(
    <Providers>
      <ReactionPanel lectureState="STARTED" live counts={counts} {...props} />
    </Providers>,
  );

afterEach(cleanup);

describe('ReactionPanel', () => {
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

describe('ReactionBar', () => {
  it('shows the five counts with percentages and the totals', () => {
    render(
      <Providers>
        <ReactionBar counts={counts} lectureCounts={[...counts, { tag: 3, count: 4 }]} />
      </Providers>,
    );
    const items = within(screen.getByRole('region', { name: 'Live reactions on this slide' }))
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label'));
    expect(items).toEqual([
      'Too Hard: 2 (20%)',
      "I'm lost: 5 (50%)",
      'Not Clear: 2 (20%)',
      'Great!: 1 (10%)',
      'Too Simple: 0 (0%)',
    ]);
    expect(screen.getByText('Total: 10')).toBeTruthy();
    expect(screen.getByText('Lecture total: 14')).toBeTruthy();
  });
});
