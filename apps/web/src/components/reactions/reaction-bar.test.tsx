import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { ReactionBar } from './reaction-bar.tsx';

// 10 reactions: lost 5, not clear 2, great 1, too hard 2, too simple 0.
const counts = [
  { tag: 1, count: 5 },
  { tag: 2, count: 2 },
  { tag: 3, count: 1 },
  { tag: 4, count: 2 },
  { tag: 5, count: 0 },
];

afterEach(cleanup);

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
