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
  onClose: () => void;
}

/** Shown before a lecture starts; the start call is made once it is closed. */
export function StartWarningDialog({ open, waiting, onClose }: StartWarningDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const t = text.classStatus.startWarning;
  return (
    <Dialog open={open} aria-labelledby={titleId} aria-describedby={bodyId}>
      <DialogTitle id={titleId}>{t.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>
          {t.body}
          {waiting > 0 && ` ${t.waiting(waiting)}`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
