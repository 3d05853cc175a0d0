import { Button, Checkbox, FormControlLabel, Paper, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useCredentialsStep } from '../../../hooks/use-credentials-step.ts';
import { text } from '../../../text/en.ts';
import { CredentialsCard, MissingCredentials } from '../components/credentials-card.tsx';

const t = text.join.credentials;

/** Phone: the student writes down or screenshots the credentials and confirms before going on. */
export default function DownloadPasswordMobilePage() {
  const { credentials, join } = useCredentialsStep(useNavigate());
  const [saved, setSaved] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saved) join();
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 560, mx: 'auto', mt: 1 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t.title}
      </Typography>
      {!credentials ? (
        <MissingCredentials />
      ) : (
        <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate>
          <Typography>{t.success}</Typography>
          <Typography>{t.mobileIntro}</Typography>
          <CredentialsCard anonId={credentials.anonId} password={credentials.password} />
          <FormControlLabel
            required
            control={
              <Checkbox
                checked={saved}
                onChange={(event) => setSaved(event.target.checked)}
                slotProps={{ input: { required: true } }}
              />
            }
            label={t.confirmSaved}
          />
          <Button type="submit" variant="contained" color="success" size="large" disabled={!saved}>
            {t.continue}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
