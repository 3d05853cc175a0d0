import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { text } from '../../../text/en.ts';

interface StartWarningDialogProps {
  open: boolean;
  /** Students in the waiting room right now. */
  waiting: number;
  /** Closes the warning without starting. */
  onCancel: () => void;
  /** Closes the warning and starts the lecture. */
  onStart: () => void;
}

/** Shown before a lecture starts: Cancel leaves it not started, Start lecture makes the call. */
export function StartWarningDialog({ open, waiting, onCancel, onStart }: StartWarningDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const t = text.classStatus.startWarning;
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={bodyId}>
      <DialogTitle id={titleId}>{t.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>
          {t.body}
          {waiting > 0 && ` ${t.waiting(waiting)}`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t.cancel}</Button>
        <Button onClick={onStart} variant="contained" autoFocus>
          {t.start}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
