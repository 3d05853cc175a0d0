import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import type { Lecture } from '@o4f/contract';
import { Fragment, type ReactNode } from 'react';
import { text } from '../../../text/en.ts';
import { useLectureFromRoute } from '../hooks/use-lecture-from-route.ts';

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

/** The route's lecture: not found, loading, then the view (drawn afresh for another lecture). */
export function RouteLecture({ children }: { children: (lecture: Lecture) => ReactNode }) {
  const { lecture, missing } = useLectureFromRoute();
  if (missing) return <LectureNotFound />;
  if (!lecture.data) return <LectureLoading />;
  return <Fragment key={lecture.data.id}>{children(lecture.data)}</Fragment>;
}
