import { Box } from '@mui/material';
import { summarizeExpressions, type ExpressionTag } from '@o4f/contract';
import { useEffect, useRef, useState } from 'react';
import { text } from '../../text/en.ts';
import { visuallyHiddenSx } from '../visually-hidden.ts';
import { useOwnReactionMessage } from '../../hooks/use-own-reaction-message.ts';

/** How long the counts must rest before the totals are read out: a summary, not every press. */
export const TOTALS_SETTLE_MS = 3000;

/**
 * A polite live region, read by screen readers and hidden on screen. It is always in the page
 * (a region that appears with its text is often not read), and it starts empty: only changes
 * after it appeared are spoken.
 */
function PoliteRegion({ label, message }: { label: string; message: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-atomic="true"
      aria-label={label}
      sx={visuallyHiddenSx}
    >
      {message}
    </Box>
  );
}

/** The value once it has stayed the same for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** Empty until the message first differs from the one at mount; then the message itself. */
function useChangedOnly(message: string): string {
  const atMount = useRef(message);
  const changed = useRef(false);
  if (message !== atMount.current) changed.current = true;
  return changed.current ? message : '';
}

/** One sentence for the slide's reactions: the total, then each reaction that has any. */
export function totalsSentence(counts: readonly { tag: number; count: number }[]): string {
  const summary = summarizeExpressions(counts);
  const total = summary[0]?.totalExpressions ?? 0;
  const parts = summary
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((entry) => text.live.announce.part(text.live.reactions[entry.tag], entry.count));
  return text.live.announce.totals(total, parts);
}

/**
 * The teacher's bar: the totals are read out once the counts have rested for a moment, so a
 * room pressing at once gives one summary instead of one announcement per press.
 */
export function ReactionTotalsAnnouncer({
  counts,
}: {
  counts: readonly { tag: number; count: number }[];
}) {
  const settled = useSettled(totalsSentence(counts), TOTALS_SETTLE_MS);
  return <PoliteRegion label={text.live.announce.totalsLabel} message={useChangedOnly(settled)} />;
}

/** The student's remote: their own reaction, read out when it changes (useOwnReactionMessage). */
export function OwnReactionAnnouncer({
  activeTag,
  slideNumber = null,
}: {
  activeTag: ExpressionTag | null;
  slideNumber?: number | null;
}) {
  return (
    <PoliteRegion
      label={text.live.announce.ownLabel}
      message={useOwnReactionMessage(activeTag, slideNumber)}
    />
  );
}
