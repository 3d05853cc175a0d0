import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { text } from '../../../text/en.ts';
import { useDeletePresentation } from '../api/delete-presentation.ts';
import { usePresentationMeta } from '../api/get-presentation-meta.ts';
import { PresentationPreviewDialog } from './presentation-preview-dialog.tsx';

interface CurrentPresentationProps {
  courseId: number;
  lectureNum: number;
}

/** Edit mode: the uploaded presentation (name and date), with Preview and Delete. */
export function CurrentPresentation({ courseId, lectureNum }: CurrentPresentationProps) {
  const { enqueueSnackbar } = useSnackbar();
  const meta = usePresentationMeta(courseId, lectureNum);
  const deletePresentation = useDeletePresentation();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);

  if (!meta.data) return null;
  const { fileName, createdAt } = meta.data;

  const handleDelete = () =>
    deletePresentation.mutate(
      { courseId, lectureNum },
      {
        onSuccess: () => enqueueSnackbar(text.presentation.manage.deleted, { variant: 'success' }),
        onSettled: () => setConfirmOpen(false),
      },
    );

  return (
    <Stack spacing={1} sx={{ mt: 1.5 }} aria-label={text.presentation.manage.current} role="group">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <PictureAsPdfIcon color="error" aria-hidden />
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>
          {fileName}
        </Typography>
        {createdAt && (
          <Typography variant="caption" color="text.secondary">
            {text.presentation.manage.uploadedOn(formatDate(createdAt, 'dateTime'))}
          </Typography>
        )}
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<VisibilityOutlinedIcon />}
          onClick={() => setPreviewOpen(true)}
        >
          {text.presentation.manage.preview}
        </Button>
        <Button
          size="small"
          color="error"
          variant="outlined"
          startIcon={<DeleteOutlinedIcon />}
          onClick={() => setConfirmOpen(true)}
        >
          {text.presentation.manage.delete}
        </Button>
      </Stack>

      <ConfirmDialog
        open={confirmOpen}
        title={text.presentation.manage.confirmDelete}
        onNo={() => setConfirmOpen(false)}
        onYes={handleDelete}
        loading={deletePresentation.isPending}
        destructive
      >
        {fileName}
      </ConfirmDialog>

      <PresentationPreviewDialog
        open={previewOpen}
        courseId={courseId}
        lectureNum={lectureNum}
        fileName={fileName}
        onClose={() => setPreviewOpen(false)}
      />
    </Stack>
  );
}
