import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { text } from '../../../text/en.ts';
import { PdfViewer } from '../../../components/pdf-viewer/pdf-viewer.tsx';
import { usePresentation } from '../../../lib/lectures/use-presentation.ts';

interface PresentationPreviewDialogProps {
  open: boolean;
  courseId: number;
  lectureNum: number;
  fileName: string;
  onClose: () => void;
}

/** The uploaded PDF in a dialog, so the teacher can check it before the lecture. */
export function PresentationPreviewDialog({
  open,
  courseId,
  lectureNum,
  fileName,
  onClose,
}: PresentationPreviewDialogProps) {
  const [page, setPage] = useState(1);
  const file = usePresentation(courseId, lectureNum, open);

  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="preview-title">
      <DialogTitle id="preview-title" sx={{ overflowWrap: 'anywhere' }}>
        {text.presentation.manage.previewing(fileName)}
      </DialogTitle>
      <DialogContent>
        {file.isError && <Alert severity="error">{text.presentation.missing}</Alert>}
        {file.data && (
          <PdfViewer pdfData={file.data} page={page} onPageChange={setPage} maxHeight="60vh" />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {text.presentation.manage.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
