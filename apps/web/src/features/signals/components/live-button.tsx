import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import { Button } from '@mui/material';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { text } from '../../../text/en.ts';
import { useAttendedLecture } from '../hooks/use-attended-lecture.ts';

/** The header's way back to the live lecture the student attends. */
export function LiveButton() {
  const lecture = useAttendedLecture();
  if (!lecture) return null;
  return (
    <Button
      component={Link}
      to={`${paths.lecture.live(lecture.lectureNum)}?tab=feedback`}
      state={{ tab: 'feedback' }}
      color="error"
      variant="outlined"
      size="small"
      title={text.signals.liveTitle(lecture.name)}
      startIcon={<FiberManualRecordIcon fontSize="small" />}
      sx={{ mr: 1, fontWeight: 700 }}
    >
      {text.signals.live}
    </Button>
  );
}
