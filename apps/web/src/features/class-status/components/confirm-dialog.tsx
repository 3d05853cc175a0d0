import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { text } from '../../../text/en.ts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  onNo: () => void;
  onYes: () => void;
  loading?: boolean;
  /** Closing by Escape or the backdrop counts as No unless this is false. */
  dismissible?: boolean;
}

/** A question with No and Yes, the spec's confirmation shape. */
export function ConfirmDialog({
  open,
  title,
  children,
  onNo,
  onYes,
  loading = false,
  dismissible = true,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={dismissible ? onNo : undefined}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children && (
        <DialogContent>
          <DialogContentText id={bodyId} component="div">
            {children}
          </DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onNo} autoFocus>
          {text.classStatus.no}
        </Button>
        <Button onClick={onYes} variant="contained" loading={loading}>
          {text.classStatus.yes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
