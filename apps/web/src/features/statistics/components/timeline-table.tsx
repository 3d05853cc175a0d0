import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatClock, type TimelineSegment } from '@o4f/contract';
import { DISPLAY_ORDER } from '../../../components/reactions/reaction-style.ts';
import { visuallyHiddenSx } from '../../../components/visually-hidden.ts';
import { text } from '../../../text/en.ts';

interface TimelineTableProps {
  segments: readonly TimelineSegment[];
  caption: string;
  /** Shown on screen; otherwise only screen readers read it. */
  visible: boolean;
  id?: string;
}

/** The chart's numbers as a table: one row per segment, a column per reaction and the total. */
export function TimelineTable({ segments, caption, visible, id }: TimelineTableProps) {
  const t = text.statistics.timeline;
  return (
    <Box
      id={id}
      role="region"
      aria-label={caption}
      // Scrolls inside itself on a phone, so the page never does; focusable to scroll by keyboard.
      tabIndex={visible ? 0 : undefined}
      sx={visible ? { overflowX: 'auto', maxWidth: '100%' } : visuallyHiddenSx}
    >
      <Table size="small" data-testid="timeline-table">
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>
          {caption}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t.segment}
            </TableCell>
            <TableCell component="th" scope="col">
              {t.from}
            </TableCell>
            <TableCell component="th" scope="col">
              {t.to}
            </TableCell>
            {DISPLAY_ORDER.map((tag) => (
              <TableCell component="th" scope="col" key={tag} align="right">
                {text.live.reactions[tag]}
              </TableCell>
            ))}
            <TableCell component="th" scope="col" align="right">
              {t.total}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {segments.map((segment) => (
            <TableRow key={segment.index}>
              <TableCell component="th" scope="row">
                {segment.index + 1}
              </TableCell>
              <TableCell>{formatClock(segment.startSec)}</TableCell>
              <TableCell>{formatClock(segment.endSec)}</TableCell>
              {DISPLAY_ORDER.map((tag) => (
                <TableCell key={tag} align="right">
                  {segment.counts[tag]}
                </TableCell>
              ))}
              <TableCell align="right">{segment.total}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
