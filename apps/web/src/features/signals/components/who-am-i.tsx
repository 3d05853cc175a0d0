import { Box, Button, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useStoredSession } from '../../../lib/session.ts';
import { text } from '../../../text/en.ts';
import { usePseudonym } from '../../../lib/lectures/use-pseudonym.ts';
import { useAttendedLecture } from '../hooks/use-attended-lecture.ts';

/** 'Who am I?': the student's pseudonym in the live lecture they attend. */
export function WhoAmI() {
  const { role } = useStoredSession();
  const attended = useAttendedLecture();
  // Only students have a pseudonym of their own in a lecture.
  const lecture = role === 'STUDENT' ? attended : null;
  const { data } = usePseudonym(lecture?.courseId, lecture?.lectureNum);
  // Controlled: hover and focus open it as before, and so does a tap (a click), which a
  // touch screen's own tooltip handling (press and hold) swallowed.
  const [open, setOpen] = useState(false);
  if (!lecture || !data) return null;
  return (
    <Tooltip
      title={
        <Box component="span" data-testid="who-am-i-pseudonym">
          {data.pseudonym}
        </Box>
      }
      describeChild
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      disableTouchListener
      arrow
    >
      <Button
        color="inherit"
        size="small"
        onClick={() => setOpen(true)}
        sx={{ mr: 1, textTransform: 'none' }}
      >
        {text.signals.whoAmI}
      </Button>
    </Tooltip>
  );
}
