import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Typography } from '@mui/material';
import { passwordChangeForm, type PasswordChangeForm as PasswordChangeValues } from '@o4f/contract';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../../components/password-field.tsx';
import { FORM_MESSAGES, withMessages } from '../../../lib/form-messages.ts';
import { text } from '../../../text/en.ts';

const EMPTY: PasswordChangeValues = { password: '', newPassword: '', newPasswordConfirm: '' };

/**
 * The change-password form of both roles. Submit is enabled only when the form is valid and
 * changed; `onSubmit` resolves true when the change succeeded, and the form then resets.
 */
export function PasswordChangeForm({
  onSubmit,
  pending = false,
}: {
  onSubmit: (values: PasswordChangeValues) => Promise<boolean>;
  pending?: boolean;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid, isDirty },
  } = useForm<PasswordChangeValues>({
    resolver: withMessages(zodResolver(passwordChangeForm), FORM_MESSAGES.passwordChange),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values)) reset(EMPTY);
  });

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 480 }}>
      <PasswordField
        label={text.settings.currentPassword}
        autoComplete="current-password"
        {...register('password')}
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {text.settings.passwordHint}
      </Typography>
      <PasswordField
        label={text.settings.newPassword}
        autoComplete="new-password"
        {...register('newPassword')}
        error={Boolean(errors.newPassword)}
        helperText={errors.newPassword?.message}
      />
      <PasswordField
        label={text.settings.confirmPassword}
        autoComplete="new-password"
        {...register('newPasswordConfirm')}
        error={Boolean(errors.newPasswordConfirm)}
        helperText={errors.newPasswordConfirm?.message}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!isValid || !isDirty}
        loading={pending}
        sx={{ mt: 2 }}
      >
        {text.settings.submit}
      </Button>
    </Box>
  );
}
