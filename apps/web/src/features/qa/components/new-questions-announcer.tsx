import { Box } from '@mui/material';
import { visuallyHiddenSx } from '../../../components/visually-hidden.ts';
import { text } from '../../../text/en.ts';

/**
 * A polite live region telling screen readers how many questions arrived in place since the page
 * opened (the count, not the texts). It is on the page from the start, so that its changes are read.
 */
export function NewQuestionsAnnouncer({ count }: { count: number }) {
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHiddenSx}>
      {count > 0 ? text.qa.newQuestionsArrived(count) : ''}
    </Box>
  );
}
