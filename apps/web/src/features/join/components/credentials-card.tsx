import { Box, Typography } from '@mui/material';
import { text } from '../../../text/en.ts';

/** The Private ID and password, large, monospace and selectable. */
export function CredentialsCard({ anonId, password }: { anonId: string; password: string }) {
  const t = text.join.credentials;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
        textAlign: 'center',
        '& dd': {
          m: 0,
          mb: 1.5,
          fontFamily: 'monospace',
          fontSize: { xs: '1.25rem', sm: '1.5rem' },
          fontWeight: 700,
          wordBreak: 'break-all',
          userSelect: 'all',
        },
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {t.privateId}
      </Typography>
      <dd data-testid="private-id">{anonId}</dd>
      <Typography component="dt" variant="body2" color="text.secondary">
        {t.password}
      </Typography>
      <dd data-testid="password">{password}</dd>
    </Box>
  );
}

/** Shown when the page is opened without freshly issued credentials. */
export function MissingCredentials() {
  return (
    <Typography role="alert" color="error" sx={{ fontWeight: 600 }}>
      {text.join.credentials.missing}
    </Typography>
  );
}
