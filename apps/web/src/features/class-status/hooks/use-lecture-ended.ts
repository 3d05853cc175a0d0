import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { text } from '../../../text/en.ts';

/** The lecture's end signal: 'The lecture has ended.' and back to My Lectures. */
export function useLectureEnded() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(() => {
    enqueueSnackbar(text.classStatus.lectureEnded, { variant: 'info' });
    void navigate(paths.teacher.myLectures);
  }, [enqueueSnackbar, navigate]);
}
