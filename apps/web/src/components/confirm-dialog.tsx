import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { text } from '../text/en.ts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The optional line under the question, such as the name of what is deleted. */
  children?: ReactNode;
  onNo: () => void;
  onYes: () => void;
  loading?: boolean;
  /** Yes deletes something: the button is red. */
  destructive?: boolean;
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
  destructive = false,
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
          {/* User-chosen names may be one long word. */}
          <DialogContentText id={bodyId} component="div" sx={{ overflowWrap: 'anywhere' }}>
            {children}
          </DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onNo} autoFocus>
          {text.common.no}
        </Button>
        <Button
          onClick={onYes}
          color={destructive ? 'error' : 'primary'}
          variant="contained"
          loading={loading}
        >
          {text.common.yes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
