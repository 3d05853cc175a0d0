import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Button, Stack } from '@mui/material';

interface FormActionsProps {
  submitLabel: string;
  isSubmitting: boolean;
  /** Only when editing: shows the delete button on the left. */
  onDelete?: () => void;
  deleteLabel: string;
  /** Space above the buttons, in theme spacing units. */
  mt: number;
}

/** The bottom row of a create/edit form: Delete on the left (edit only), Save or Update on the right. */
export function FormActions({
  submitLabel,
  isSubmitting,
  onDelete,
  deleteLabel,
  mt,
}: FormActionsProps) {
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={2}
      sx={{ mt, justifyContent: 'space-between' }}
    >
      {onDelete ? (
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteOutlinedIcon />}
          onClick={onDelete}
          disabled={isSubmitting}
        >
          {deleteLabel}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" variant="contained" loading={isSubmitting}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
