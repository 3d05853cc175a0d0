import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { text } from '../../../text/en.ts';

interface DeleteLectureDialogProps {
  open: boolean;
  lectureName: string;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteLectureDialog({
  open,
  lectureName,
  isDeleting,
  onCancel,
  onConfirm,
}: DeleteLectureDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="delete-lecture-title"
      aria-describedby="delete-lecture-name"
    >
      <DialogTitle id="delete-lecture-title">{text.lectures.form.confirmDelete}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-lecture-name" sx={{ overflowWrap: 'anywhere' }}>
          {lectureName}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {text.lectures.form.no}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={isDeleting}>
          {text.lectures.form.yes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
