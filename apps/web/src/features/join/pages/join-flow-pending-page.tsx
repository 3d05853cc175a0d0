import { Button, Paper, Typography } from '@mui/material';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { text } from '../../../text/en.ts';

export type JoinStep = 'pickCard' | 'waitingRoom' | 'downloadPassword' | 'downloadPasswordMobile';

/**
 * Stands in for the join-flow steps after the Lecture Code (mask, waiting room, credentials),
 * which arrive with the join flow; every step starts from the code at /old-or-new-student.
 */
export default function JoinFlowPendingPage({ step }: { step: JoinStep }) {
  return (
    <Paper
      variant="outlined"
      data-join-step={step}
      sx={{ p: 4, maxWidth: 560, mx: 'auto', mt: 4, textAlign: 'center' }}
    >
      <Typography variant="h5" component="h1" gutterBottom>
        {text.join.flowPendingTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text.join.flowPendingBody}
      </Typography>
      <Button component={Link} to={paths.oldOrNewStudent} variant="contained">
        {text.join.flowPendingLink}
      </Button>
    </Paper>
  );
}
