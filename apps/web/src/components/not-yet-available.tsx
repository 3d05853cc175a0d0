import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Button, Paper, Typography } from '@mui/material';
import { Link } from 'react-router';
import { homePathFor, useStoredSession } from '../lib/session.ts';
import { text } from '../text/en.ts';

/** Stands in for a page of a later release, saying so plainly. */
export function NotYetAvailable({ page }: { page: string }) {
  const { role } = useStoredSession();
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 560, mx: 'auto', mt: 4, textAlign: 'center' }}>
      <ConstructionIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h5" component="h1" gutterBottom>
        {page}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{text.placeholder.title}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text.placeholder.body}
      </Typography>
      <Box>
        <Button component={Link} to={homePathFor(role)} variant="outlined">
          {text.placeholder.back}
        </Button>
      </Box>
    </Paper>
  );
}
