import { Box, Button, Tooltip } from '@mui/material';
import { useStoredSession } from '../../../lib/session.ts';
import { text } from '../../../text/en.ts';
import { usePseudonym } from '../../../lib/lectures/get-pseudonym.ts';
import { useAttendedLecture } from '../hooks/use-attended-lecture.ts';

/** 'Who am I?': the student's pseudonym in the live lecture they attend. */
export function WhoAmI() {
  const { role } = useStoredSession();
  const attended = useAttendedLecture();
  // Only students have a pseudonym of their own in a lecture.
  const lecture = role === 'STUDENT' ? attended : null;
  const { data } = usePseudonym(lecture?.courseId, lecture?.lectureNum);
  if (!lecture || !data) return null;
  return (
    <Tooltip
      title={
        <Box component="span" data-testid="who-am-i-pseudonym">
          {data.pseudonym}
        </Box>
      }
      describeChild
      enterTouchDelay={0}
      leaveTouchDelay={4000}
      arrow
    >
      <Button color="inherit" size="small" sx={{ mr: 1, textTransform: 'none' }}>
        {text.signals.whoAmI}
      </Button>
    </Tooltip>
  );
}
