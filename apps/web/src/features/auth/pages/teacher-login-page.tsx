import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, TextField } from '@mui/material';
import { teacherLogin } from '@o4f/contract';
import { closeSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/password-field.tsx';
import { FORM_MESSAGES, withMessages } from '../../../lib/form-messages.ts';
import { paths } from '../../../lib/paths.ts';
import { text } from '../../../text/en.ts';
import { useTeacherLogin } from '../api/teacher-login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CampusSignIn } from '../components/campus-sign-in.tsx';
import { PasskeyLoginButton } from '../components/passkey-login-button.tsx';

export default function TeacherLoginPage() {
  const navigate = useNavigate();
  const login = useTeacherLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: withMessages(zodResolver(teacherLogin), FORM_MESSAGES.teacherLogin),
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: () => {
        // A failed attempt's error toast must not outlive the successful login.
        closeSnackbar();
        void navigate(paths.teacher.myCourses, { replace: true });
      },
    });
  });

  return (
    <AuthCard title={text.auth.teacherLoginTitle}>
      <CampusSignIn />
      <Box component="form" onSubmit={onSubmit} noValidate>
        <TextField
          label={text.auth.privateId}
          autoComplete="username"
          autoFocus
          {...register('username')}
          error={Boolean(errors.username)}
          helperText={errors.username?.message ?? text.auth.teacherLoginHint}
        />
        <PasswordField
          label={text.auth.password}
          autoComplete="current-password"
          {...register('password')}
          error={Boolean(errors.password)}
          helperText={errors.password?.message ?? ' '}
        />
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" loading={login.isPending}>
            {text.auth.login}
          </Button>
          <Button component={Link} to={paths.registerTeacher} variant="outlined">
            {text.auth.register}
          </Button>
        </Stack>
      </Box>
      <PasskeyLoginButton
        onLoggedIn={({ role }) =>
          void navigate(role === 'STUDENT' ? paths.student.myCourses : paths.teacher.myCourses, {
            replace: true,
          })
        }
      />
    </AuthCard>
  );
}
