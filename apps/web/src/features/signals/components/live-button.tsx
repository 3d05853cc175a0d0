import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import { Button } from '@mui/material';
import type { Lecture } from '@o4f/contract';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { StoredRole } from '../../../lib/storage.ts';
import { text } from '../../../text/en.ts';
import { useAttendedLecture } from '../hooks/use-attended-lecture.ts';

/** Where the button leads: the student's remote; the teacher's running view, else Class Status. */
export function liveTarget(role: StoredRole, lecture: Lecture): { to: string; state?: unknown } {
  if (role === 'STUDENT')
    return {
      to: paths.lecture.liveFeedback(lecture.lectureNum),
      state: { tab: 'feedback' },
    };
  if (lecture.state !== 'STARTED') return { to: paths.teacher.classStatus };
  return {
    to: lecture.hasPresentation
      ? paths.lecture.presentation(lecture.lectureNum)
      : paths.teacher.remote(lecture.lectureNum),
  };
}

/** The header's way back to the live lecture. */
export function LiveButton({ role }: { role: StoredRole }) {
  const lecture = useAttendedLecture();
  if (!lecture) return null;
  const { to, state } = liveTarget(role, lecture);
  return (
    <Button
      component={Link}
      to={to}
      state={state}
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
