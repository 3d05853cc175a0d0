import LoginIcon from '@mui/icons-material/Login';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useStoredSession } from '../../../lib/session.ts';
import { text } from '../../../text/en.ts';
import { HaveAccountLink, JoinCard } from '../components/join-card.tsx';
import { JoinLectureForm } from '../components/join-lecture-form.tsx';
import JoinLecturePage from './join-lecture-page.tsx';

/**
 * A signed-in student joins with a code; a visitor first says whether they have an account.
 * `?new=1` (the About page's Student button) is the join screen itself, with the login for
 * returning students one tap away.
 */
export default function OldOrNewStudentPage() {
  const { token, role } = useStoredSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const signedInStudent = Boolean(token) && role === 'STUDENT';
  const isNew = searchParams.get('new') === '1';

  if (signedInStudent) return <JoinLecturePage />;
  if (isNew) {
    return (
      <JoinCard title={text.join.title}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {text.join.newStudentHint}
        </Typography>
        <JoinLectureForm showAfterLoginNote={false} />
        <HaveAccountLink />
      </JoinCard>
    );
  }

  const choices = [
    {
      key: 'old',
      icon: <LoginIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />,
      title: text.join.oldStudent,
      hint: text.join.oldStudentHint,
      onClick: () => void navigate(`${paths.registerStudent}?next=join`),
    },
    {
      key: 'new',
      icon: <PersonAddIcon color="success" sx={{ fontSize: 40 }} aria-hidden />,
      title: text.join.newStudent,
      hint: text.join.newStudentHint,
      onClick: () => setSearchParams({ new: '1' }),
    },
  ];

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', mt: { xs: 1, sm: 4 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {text.join.chooseTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text.join.chooseIntro}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {choices.map((choice) => (
          <Card key={choice.key} variant="outlined">
            <CardActionArea onClick={choice.onClick} sx={{ height: '100%' }}>
              <CardContent>
                {choice.icon}
                <Typography variant="h6" component="h2">
                  {choice.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {choice.hint}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
