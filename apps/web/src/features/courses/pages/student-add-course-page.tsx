/** /student/my-courses/add: a student adds a course by joining one of its lectures. */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LoginIcon from '@mui/icons-material/Login';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { text } from '../../../text/en.ts';
import { mirrorInRtl } from '../../../components/mirror-in-rtl.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export default function StudentAddCoursePage() {
  const t = text.courses.studentAdd;
  usePageTitle(t.title);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t.body}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text.join.afterLoginNote}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button
          component={Link}
          to={paths.oldOrNewStudent}
          variant="contained"
          color="success"
          startIcon={<LoginIcon sx={mirrorInRtl} />}
        >
          {t.join}
        </Button>
        <Button
          component={Link}
          to={paths.student.myCourses}
          variant="outlined"
          startIcon={<ArrowBackIcon sx={mirrorInRtl} />}
        >
          {t.back}
        </Button>
      </Stack>
    </Paper>
  );
}
