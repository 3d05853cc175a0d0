import { decomposeColor, getContrastRatio } from '@mui/material/styles';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DISPLAY_ORDER, reactionColour } from '../../../components/reactions/reaction-style.ts';
import { text } from '../../../text/en.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { TimelineTooltip } from './timeline-tooltip.tsx';

afterEach(cleanup);

const entries = DISPLAY_ORDER.map((tag, index) => ({
  name: text.live.reactions[tag],
  value: index,
  color: reactionColour(tag),
}));

describe('Timeline tooltip', () => {
  it("lists the segment's reactions, each with a swatch of its colour", () => {
    renderWithProviders(<TimelineTooltip label="0:10 – 0:20" entries={entries} />);
    const tooltip = screen.getByTestId('timeline-tooltip');
    expect(within(tooltip).getByText('0:10 – 0:20')).toBeTruthy();
    const items = within(tooltip).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Too Hard : 0',
      "I'm lost : 1",
      'Not Clear : 2',
      'Great! : 3',
      'Too Simple : 4',
    ]);
    const swatches = within(tooltip).getAllByTestId('timeline-tooltip-swatch');
    expect(swatches.map((swatch) => rgb(getComputedStyle(swatch).backgroundColor))).toEqual(
      entries.map((entry) => rgb(entry.color)),
    );
  });

  it('writes every reaction name at WCAG AA contrast on the tooltip background', () => {
    renderWithProviders(<TimelineTooltip label="0:10 – 0:20" entries={entries} />);
    const tooltip = screen.getByTestId('timeline-tooltip');
    const background = getComputedStyle(tooltip).backgroundColor;
    expect(rgb(background)).toEqual([255, 255, 255]);
    for (const entry of entries) {
      const name = within(tooltip).getByText(new RegExp(`^${escape(entry.name)} :`));
      const colour = getComputedStyle(name).color;
      expect(getContrastRatio(colour, background), entry.name).toBeGreaterThanOrEqual(4.5);
    }
  });
});

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A CSS colour (hex or rgb) as its red, green and blue. */
const rgb = (colour: string) => decomposeColor(colour).values.slice(0, 3);
