/**
 * The timeline chart's tooltip. Recharts' own writes each reaction's name in the bar's colour,
 * and the yellow of Not Clear reads at under 2:1 on white; here the colour is a swatch beside
 * the name, which is written in the text colour.
 */
import { Box } from '@mui/material';

/** One bar of the hovered segment: its reaction's name, count and fill. */
export interface TimelineTooltipEntry {
  name: string;
  value: number;
  color: string;
}

interface TimelineTooltipProps {
  /** The segment's span, e.g. "0:10 – 0:20". */
  label: string;
  entries: readonly TimelineTooltipEntry[];
}

export function TimelineTooltip({ label, entries }: TimelineTooltipProps) {
  return (
    <Box
      data-testid="timeline-tooltip"
      sx={{
        m: 0,
        p: 1.25,
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        whiteSpace: 'nowrap',
      }}
    >
      <Box component="p" sx={{ m: 0 }}>
        {label}
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {entries.map((entry) => (
          <Box
            component="li"
            key={entry.name}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
          >
            <Box
              aria-hidden="true"
              data-testid="timeline-tooltip-swatch"
              sx={{ width: 10, height: 10, flexShrink: 0, bgcolor: entry.color }}
            />
            <span>
              {entry.name} : {entry.value}
            </span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
