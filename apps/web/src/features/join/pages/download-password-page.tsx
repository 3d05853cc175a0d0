import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useCredentialsStep } from '../../../hooks/use-credentials-step.ts';
import { text } from '../../../text/en.ts';
import { CredentialsCard, MissingCredentials } from '../components/credentials-card.tsx';
import { JoinCard } from '../components/join-card.tsx';

const t = text.join.credentials;

/** Desktop: the new student's credentials, saved as a 400x400 PNG before joining the class. */
export default function DownloadPasswordPage() {
  const { credentials, downloaded, mustDownloadFirst, download, join } =
    useCredentialsStep(useNavigate());

  return (
    <JoinCard title={t.title}>
      {!credentials ? (
        <MissingCredentials />
      ) : (
        <Stack spacing={2}>
          <Alert severity="success">{t.success}</Alert>
          <Typography>{t.keepSafe}</Typography>
          <CredentialsCard anonId={credentials.anonId} password={credentials.password} />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'center' }}
          >
            <Button
              variant="contained"
              size="large"
              startIcon={<DownloadIcon />}
              onClick={() => void download()}
            >
              {t.download}
            </Button>
            <Button
              variant="contained"
              color="success"
              size="large"
              onClick={join}
              disabled={mustDownloadFirst && !downloaded}
            >
              {t.joinClass}
            </Button>
          </Stack>
          <Typography
            role="status"
            variant="body2"
            color="text.secondary"
            sx={{ textAlign: 'center' }}
          >
            {downloaded ? t.downloaded : mustDownloadFirst ? t.downloadFirst : ''}
          </Typography>
        </Stack>
      )}
    </JoinCard>
  );
}
