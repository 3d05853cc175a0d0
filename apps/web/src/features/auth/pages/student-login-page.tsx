import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { studentLogin } from '@o4f/contract';
import type { PasskeyLoginResult } from '@o4f/contract';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PasswordField } from '../../../components/password-field.tsx';
import { FORM_MESSAGES, withMessages } from '../../../lib/form-messages.ts';
import { paths } from '../../../lib/paths.ts';
import { text } from '../../../text/en.ts';
import { useStudentLogin } from '../api/student-login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PasskeyLoginButton } from '../components/passkey-login-button.tsx';

type Field = 'anonId' | 'password';

/** `?next=join` (from the old-student choice) continues to the Lecture Code after login. */
export default function StudentLoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useStudentLogin();
  const {
    register,
    handleSubmit,
    trigger,
    watch,
    formState: { errors },
  } = useForm({
    resolver: withMessages(zodResolver(studentLogin), FORM_MESSAGES.studentLogin),
    // Checked as the user types, and when the user leaves a field they were in (a tap or a key
    // in it): the auto-focused Private ID field left by a tap elsewhere stays quiet.
    mode: 'onChange',
    defaultValues: { anonId: '', password: '' },
  });
  const [anonId, password] = watch(['anonId', 'password']);
  const visited = useRef<Record<Field, boolean>>({ anonId: false, password: false });
  /** The field's registration, plus: left after the user was in it, an empty one says so. */
  const field = (name: Field) => {
    const registered = register(name);
    const visit = () => {
      visited.current[name] = true;
    };
    return {
      ...registered,
      onPointerDown: visit,
      onKeyDown: visit,
      onBlur: async (event: { target: unknown; type?: unknown }) => {
        await registered.onBlur(event);
        if (visited.current[name]) await trigger(name);
      },
    };
  };

  const goOn = () => {
    const next =
      searchParams.get('next') === 'join' ? paths.oldOrNewStudent : paths.student.myCourses;
    void navigate(next, { replace: true });
  };

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, { onSuccess: goOn });
  });

  /** A teacher's passkey works here too, and leads to the teacher's courses. */
  const handlePasskeyLogin = ({ role }: PasskeyLoginResult) => {
    if (role === 'STUDENT') goOn();
    else void navigate(paths.teacher.myCourses, { replace: true });
  };

  return (
    <AuthCard title={text.auth.studentLoginTitle} intro={text.auth.studentLoginIntro}>
      <Box component="form" onSubmit={onSubmit} noValidate>
        <TextField
          label={text.auth.privateId}
          autoComplete="username"
          autoFocus
          {...field('anonId')}
          error={Boolean(errors.anonId)}
          helperText={errors.anonId?.message ?? ' '}
        />
        <PasswordField
          label={text.auth.password}
          autoComplete="current-password"
          {...field('password')}
          error={Boolean(errors.password)}
          helperText={errors.password?.message ?? ' '}
        />
        <Button
          type="submit"
          variant="contained"
          loading={login.isPending}
          disabled={!anonId.trim() || !password}
          sx={{ mt: 2 }}
        >
          {text.auth.login}
        </Button>
      </Box>
      <PasskeyLoginButton onLoggedIn={handlePasskeyLogin} />
      <Stack spacing={0.5} sx={{ mt: 3 }}>
        <Typography variant="body2" color="text.secondary">
          {text.auth.newStudentHint}
        </Typography>
        <MuiLink component={Link} to={`${paths.oldOrNewStudent}?new=1`} variant="body2">
          {text.auth.newStudentLink}
        </MuiLink>
      </Stack>
    </AuthCard>
  );
}
