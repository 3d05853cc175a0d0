import { Alert, Button } from '@mui/material';
import { text } from '../../../text/en.ts';

/** 'This is not the latest version of the page.' with a Refresh action. */
export function StaleBanner({ onRefresh }: { onRefresh: () => void }) {
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRefresh}>
          {text.qa.refresh}
        </Button>
      }
    >
      {text.qa.staleBanner}
    </Alert>
  );
}
