import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { text } from '../../../text/en.ts';

interface DeleteCourseDialogProps {
  open: boolean;
  courseName: string;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteCourseDialog({
  open,
  courseName,
  isDeleting,
  onCancel,
  onConfirm,
}: DeleteCourseDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="delete-course-title"
      aria-describedby="delete-course-name"
    >
      <DialogTitle id="delete-course-title">{text.courses.form.confirmDelete}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-course-name" sx={{ overflowWrap: 'anywhere' }}>
          {courseName}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {text.courses.form.no}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={isDeleting}>
          {text.courses.form.yes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
