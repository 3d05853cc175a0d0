import { Paper, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import type { StoredRole } from '../../../lib/storage.ts';
import { text } from '../../../text/en.ts';
import { useChangePassword, useTeacherProfile } from '../api/change-password.ts';
import { PasswordChangeForm } from '../components/password-change-form.tsx';
import { PasskeysSection } from '../components/passkeys-section.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export default function SettingsPage({ role }: { role: StoredRole }) {
  usePageTitle(text.settings.title);
  const { enqueueSnackbar } = useSnackbar();
  const changePassword = useChangePassword(role);
  const profile = useTeacherProfile(role === 'TEACHER');

  const handleSubmit = async (values: {
    password: string;
    newPassword: string;
  }): Promise<boolean> => {
    try {
      const response = await changePassword.mutateAsync({
        currentPassword: values.password,
        newPassword: values.newPassword,
        username: profile.data?.username,
      });
      if (response.message) enqueueSnackbar(response.message, { variant: 'success' });
      return true;
    } catch {
      // The mutation cache has shown the server's message.
      return false;
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {text.settings.title}
      </Typography>
      <Typography variant="h6" component="h2">
        {text.settings.changePassword}
      </Typography>
      <PasswordChangeForm onSubmit={handleSubmit} pending={changePassword.isPending} />
      <PasskeysSection />
    </Paper>
  );
}
