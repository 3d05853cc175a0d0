import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { text } from '../../../text/en.ts';

/** 'Lecture loading...' and 'No lecture found', shared by the presentation and remote views. */
export function LectureLoading() {
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 6 }}>
      <CircularProgress aria-hidden />
      <Typography>{text.presentation.loading}</Typography>
    </Stack>
  );
}

export function LectureNotFound() {
  return (
    <Alert severity="warning" sx={{ m: 2 }}>
      {text.presentation.notFound}
    </Alert>
  );
}
