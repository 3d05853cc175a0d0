import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { TEACHER_TEXT, teacherRegistration } from '@o4f/contract';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { PasswordField } from '../../../components/password-field.tsx';
import { FORM_MESSAGES, withMessages } from '../../../lib/form-messages.ts';
import { paths } from '../../../lib/paths.ts';
import { text } from '../../../text/en.ts';
import { useRegisterTeacher } from '../api/register-teacher.ts';
import { AuthCard } from '../components/auth-card.tsx';

const registrationForm = teacherRegistration
  .extend({
    passwordConfirm: z.string().min(1, TEACHER_TEXT.confirmRequired),
  })
  .refine((form) => form.password === form.passwordConfirm, {
    path: ['passwordConfirm'],
    message: TEACHER_TEXT.passwordsDiffer,
    // Compare as soon as both password fields are filled, whatever the other fields say.
    when: ({ value }) => {
      const form = value as { password?: unknown; passwordConfirm?: unknown };
      return (
        typeof form.password === 'string' &&
        typeof form.passwordConfirm === 'string' &&
        form.passwordConfirm !== ''
      );
    },
  });

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  university: '',
  username: '',
  password: '',
  passwordConfirm: '',
};

export default function RegisterTeacherPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const registerTeacher = useRegisterTeacher();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: withMessages(zodResolver(registrationForm), FORM_MESSAGES.registration),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(({ passwordConfirm: _confirm, ...input }) => {
    registerTeacher.mutate(input, {
      onSuccess: (response) => {
        if (response.message) enqueueSnackbar(response.message, { variant: 'success' });
        void navigate(paths.teacherLogin);
      },
    });
  });

  const field = (name: keyof typeof EMPTY) => ({
    ...register(name),
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
  });

  return (
    <AuthCard title={text.auth.registerTitle} intro={text.auth.registerIntro}>
      <Box component="form" onSubmit={onSubmit} noValidate>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <TextField
            label={text.auth.firstName}
            autoComplete="given-name"
            required
            {...field('firstName')}
          />
          <TextField
            label={text.auth.lastName}
            autoComplete="family-name"
            required
            {...field('lastName')}
          />
        </Stack>
        <TextField
          label={text.auth.email}
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <TextField
          label={text.auth.university}
          autoComplete="organization"
          required
          {...field('university')}
        />
        <TextField label={text.auth.username} autoComplete="username" {...field('username')} />
        <PasswordField
          label={text.auth.password}
          autoComplete="new-password"
          required
          {...field('password')}
        />
        <Typography variant="caption" color="text.secondary">
          {text.auth.passwordHint}
        </Typography>
        <PasswordField
          label={text.auth.confirmPassword}
          autoComplete="new-password"
          required
          {...field('passwordConfirm')}
        />
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
          <Button type="submit" variant="contained" loading={registerTeacher.isPending}>
            {text.common.send}
          </Button>
          <MuiLink component={Link} to={paths.teacherLogin}>
            {text.auth.haveAccount}
          </MuiLink>
        </Stack>
      </Box>
    </AuthCard>
  );
}
