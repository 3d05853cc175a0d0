import CloseIcon from '@mui/icons-material/Close';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, FormHelperText, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import type { ChangeEvent, ReactNode } from 'react';
import { text } from '../../../text/en.ts';
import { PRESENTATION_MIME } from '../api/upload-presentation.ts';

interface PresentationFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  onBlur: () => void;
  error?: string;
  /** The lecture already has an uploaded presentation (edit mode). */
  hasPresentation: boolean;
  /** Upload progress in percent while the file is being sent, otherwise null. */
  progress: number | null;
  /** Edit mode: the uploaded presentation with its Preview and Delete controls. */
  current?: ReactNode;
}

const hiddenInput = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The outlined button's look, on the label that holds the file input. */
const pickerSx = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1,
  flexShrink: 0,
  px: 2,
  py: 0.75,
  border: 1,
  borderColor: 'primary.main',
  borderRadius: 1,
  color: 'primary.main',
  fontWeight: 600,
  fontSize: '0.875rem',
  lineHeight: 1.75,
  cursor: 'pointer',
  '&:hover': { bgcolor: 'action.hover' },
  '&:has(input:focus-visible)': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: 2,
  },
} as const;

/**
 * Keeps the chosen PDF in the form; the page uploads it after the lecture is saved (the upload
 * needs the lecture number that creation returns).
 */
export function PresentationField({
  file,
  onChange,
  onBlur,
  error,
  hasPresentation,
  progress,
  current,
}: PresentationFieldProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.target.files?.[0] ?? null);
    // Choosing the same file again after removing it must fire a change event.
    event.target.value = '';
  };

  const status = file
    ? file.name
    : hasPresentation
      ? text.lectures.form.hasPresentation
      : `${text.lectures.form.noFile} ${text.presentation.manage.pdfOnly}`;

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, mt: 2 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {text.lectures.form.presentation}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        {/* A label that looks like a button: the file input inside is the one control (a real
            button around it would nest two), and its focus ring shows on the label. */}
        <Box component="label" sx={pickerSx}>
          <UploadFileIcon fontSize="small" aria-hidden />
          {file || hasPresentation ? text.lectures.form.replacePdf : text.lectures.form.choosePdf}
          <Box
            component="input"
            type="file"
            accept={`${PRESENTATION_MIME},.pdf`}
            onChange={handleChange}
            onBlur={onBlur}
            aria-invalid={Boolean(error)}
            aria-describedby="presentation-status"
            sx={hiddenInput}
          />
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          {(file || hasPresentation) && <PictureAsPdfIcon color="error" aria-hidden />}
          <Typography
            id="presentation-status"
            variant="body2"
            color={file ? 'text.primary' : 'text.secondary'}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {status}
          </Typography>
          {file && progress === null && (
            <IconButton
              size="small"
              aria-label={text.lectures.form.removeFile}
              onClick={() => onChange(null)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
      {hasPresentation && current}
      {progress !== null && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="caption" color="text.secondary" id="presentation-progress">
            {text.presentation.manage.progress(progress)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-labelledby="presentation-progress"
          />
        </Box>
      )}
    </Box>
  );
}
