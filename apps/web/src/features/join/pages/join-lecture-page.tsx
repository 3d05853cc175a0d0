import { Paper, Typography } from '@mui/material';
import { useStoredSession } from '../../../lib/session.ts';
import { text } from '../../../text/en.ts';
import { JoinLectureForm } from '../components/join-lecture-form.tsx';

/** 'Enter Lecture Code': a known code continues to /pick-card with the class id. */
export default function JoinLecturePage() {
  const { token } = useStoredSession();
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560, mx: 'auto', mt: { xs: 1, sm: 4 } }}
    >
      <Typography variant="h4" component="h1" gutterBottom>
        {text.join.title}
      </Typography>
      <JoinLectureForm showAfterLoginNote={Boolean(token)} />
    </Paper>
  );
}
