import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';

/** A page's data is on its way: said in words for screen readers, with the spinner. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Box role="status" aria-live="polite">
      <Typography sx={{ mb: 2 }}>{label}</Typography>
      <PageLoader />
    </Box>
  );
}

/** Nothing to show here (no such lecture): why, and the way back. */
export function MissingState({
  message,
  backTo,
  backLabel,
}: {
  message: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560, mx: 'auto', textAlign: 'center' }}
    >
      <Alert severity="warning" sx={{ mb: 2, justifyContent: 'center' }}>
        {message}
      </Alert>
      <Button component={Link} to={backTo} variant="outlined">
        {backLabel}
      </Button>
    </Paper>
  );
}
