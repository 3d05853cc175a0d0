/** The slide timeline as stacked bars (recharts: loaded only with this component). */
import { Box, useTheme } from '@mui/material';
import { formatClock, type TagTotals, type TimelineSegment } from '@o4f/contract';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { DISPLAY_ORDER, reactionColour } from '../../../components/reactions/reaction-style.ts';
import { text } from '../../../text/en.ts';
import { TimelineTooltip } from './timeline-tooltip.tsx';

interface TimelineChartProps {
  segments: readonly TimelineSegment[];
  /** What the chart shows, in words; the table next to it has the numbers. */
  label: string;
}

const key = (tag: number) => `tag${tag}`;

/** What the tooltip reads of a bar's row: the segment's span and the contract's counts. */
interface ChartRow {
  start: string;
  end: string;
  counts: TagTotals;
}

/** The hovered segment's span and its counts, in the spec's order. */
function SegmentTooltip({ active, row }: { active: boolean; row: ChartRow | undefined }) {
  if (!active || !row) return null;
  return (
    <TimelineTooltip
      label={`${row.start} – ${row.end}`}
      entries={DISPLAY_ORDER.map((tag) => ({
        name: text.live.reactions[tag],
        value: row.counts[tag],
        color: reactionColour(tag),
      }))}
    />
  );
}

export default function TimelineChart({ segments, label }: TimelineChartProps) {
  const theme = useTheme();
  // The theme's CSS variables, so that the axes, the grid and the legend follow light and dark.
  const palette = theme.vars?.palette ?? theme.palette;
  const data = segments.map((segment) => ({
    start: formatClock(segment.startSec),
    end: formatClock(segment.endSec),
    total: segment.total,
    counts: segment.counts,
    ...Object.fromEntries(DISPLAY_ORDER.map((tag) => [key(tag), segment.counts[tag]])),
  }));
  return (
    // The table alternative carries the numbers; the drawing itself is one image to assistive tech.
    // Time runs left to right in every language: dir="ltr" keeps the SVG's text anchors so.
    <Box
      dir="ltr"
      role="img"
      aria-label={label}
      data-testid="timeline-chart"
      sx={{
        width: '100%',
        '& .recharts-cartesian-axis-tick-value': { fill: palette.text.secondary },
        '& .recharts-cartesian-axis-line, & .recharts-cartesian-axis-tick-line': {
          stroke: palette.text.secondary,
        },
        '& .recharts-cartesian-grid line': { stroke: palette.divider },
      }}
    >
      <BarChart
        responsive
        accessibilityLayer={false}
        data={data}
        style={{ width: '100%', height: 320 }}
        margin={{ top: 8, right: 8, bottom: 8, left: -16 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="start" minTickGap={16} tick={{ fontSize: 12 }} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
        <Tooltip
          content={({ active, payload }) => (
            <SegmentTooltip active={active} row={payload[0]?.payload as ChartRow | undefined} />
          )}
        />
        {/* The legend's icons carry the colours; its names are text, in the text colour. */}
        <Legend wrapperStyle={{ fontSize: 12 }} labelStyle={{ color: palette.text.primary }} />
        {DISPLAY_ORDER.map((tag) => (
          <Bar
            key={tag}
            dataKey={key(tag)}
            stackId="reactions"
            name={text.live.reactions[tag]}
            fill={reactionColour(tag)}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </Box>
  );
}
