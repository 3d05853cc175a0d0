import { Alert, Button } from '@mui/material';
import { text } from '../text/en.ts';

/** A list that could not be loaded: what failed, and a button to ask again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {text.common.retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
