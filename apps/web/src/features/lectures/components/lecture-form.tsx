import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import {
  Box,
  Button,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { extractVideoId } from '@o4f/contract';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../../components/form-actions.tsx';
import { FORM_MESSAGES, withMessages } from '../../../lib/form-messages.ts';
import { text } from '../../../text/en.ts';
import {
  endsNextDay,
  lectureFormSchema,
  type LectureFormValues,
} from '../utils/lecture-form-values.ts';
import { CurrentPresentation } from './current-presentation.tsx';
import { PresentationField } from './presentation-field.tsx';
import { VideoPreviewDialog } from './video-preview-dialog.tsx';

export type LectureFormOutput = z.output<typeof lectureFormSchema>;

interface LectureFormProps {
  defaultValues: LectureFormValues;
  isEdit: boolean;
  hasPresentation: boolean;
  isSubmitting: boolean;
  uploadProgress: number | null;
  onSubmit: (values: LectureFormOutput) => void;
  /** Edit mode only: asks for confirmation before deleting. */
  onDelete?: () => void;
  /** Edit mode: the lecture whose uploaded presentation can be previewed and deleted. */
  presentationOf?: { courseId: number; lectureNum: number };
}

// Stack's spacing would cancel the fields' own margins when stacked on a phone; a grid keeps them.
const twoColumns = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  columnGap: 2,
} as const;

const SWITCHES = [
  { name: 'allowQuestionsDuringLecture', label: text.lectures.form.allowQuestions },
  { name: 'allowDiscussionsDuringLecture', label: text.lectures.form.allowDiscussions },
] as const;

export function LectureForm({
  defaultValues,
  isEdit,
  hasPresentation,
  isSubmitting,
  uploadProgress,
  onSubmit,
  onDelete,
  presentationOf,
}: LectureFormProps) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LectureFormValues, unknown, LectureFormOutput>({
    resolver: withMessages(zodResolver(lectureFormSchema), FORM_MESSAGES.lecture),
    defaultValues,
    mode: 'onBlur',
  });
  const [previewOpen, setPreviewOpen] = useState(false);
  const [startTime, endTime, isVideoLecture, urlYoutube] = useWatch({
    control,
    name: ['startTime', 'endTime', 'isVideoLecture', 'urlYoutube'],
  });
  const videoId = isVideoLecture ? extractVideoId(urlYoutube) : '';
  const nextDay = endsNextDay({ startTime, endTime });

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField
        {...register('name')}
        id="lecture-name"
        label={text.lectures.form.name}
        error={Boolean(errors.name)}
        helperText={errors.name?.message}
        autoComplete="off"
        slotProps={{ htmlInput: { 'aria-required': true } }}
      />
      <TextField
        {...register('date')}
        id="lecture-date"
        type="date"
        label={text.lectures.form.date}
        error={Boolean(errors.date)}
        helperText={errors.date?.message}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-required': true } }}
      />
      <Box sx={twoColumns}>
        <TextField
          {...register('startTime', { deps: ['endTime'] })}
          id="lecture-start-time"
          type="time"
          label={text.lectures.form.startTime}
          error={Boolean(errors.startTime)}
          helperText={errors.startTime?.message}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { 'aria-required': true, step: 60 },
          }}
        />
        <TextField
          {...register('endTime')}
          id="lecture-end-time"
          type="time"
          label={text.lectures.form.endTime}
          error={Boolean(errors.endTime)}
          helperText={errors.endTime?.message ?? (nextDay ? text.lectures.form.endsNextDay : ' ')}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { 'aria-required': true, step: 60 },
          }}
        />
      </Box>

      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, mt: 1 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
          {text.lectures.form.permissions}
        </Typography>
        <FormGroup>
          {SWITCHES.map(({ name, label }) => (
            <Controller
              key={name}
              name={name}
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  label={label}
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                />
              )}
            />
          ))}
        </FormGroup>
      </Box>

      {/* A lecture gets a PDF presentation or a video link: the switch chooses which field shows. */}
      <Box sx={{ mt: 2 }}>
        <Controller
          name="isVideoLecture"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              label={text.lectures.form.videoLecture}
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { 'aria-describedby': 'video-lecture-hint' } }}
                />
              }
            />
          )}
        />
        <FormHelperText id="video-lecture-hint" sx={{ mt: 0 }}>
          {text.lectures.form.videoLectureHint}
        </FormHelperText>
      </Box>

      {isVideoLecture ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
            columnGap: 2,
            alignItems: 'start',
          }}
        >
          <TextField
            {...register('urlYoutube')}
            id="lecture-video-link"
            type="url"
            label={text.lectures.form.videoLink}
            error={Boolean(errors.urlYoutube)}
            helperText={errors.urlYoutube?.message ?? text.lectures.form.videoLinkHint}
            autoComplete="off"
          />
          {videoId && (
            <Button
              variant="outlined"
              startIcon={<PlayCircleOutlinedIcon />}
              onClick={() => setPreviewOpen(true)}
              sx={{ mt: { xs: 0, sm: 3 } }}
            >
              {text.lectures.form.previewVideo}
            </Button>
          )}
        </Box>
      ) : (
        <Controller
          name="presentation"
          control={control}
          render={({ field, fieldState }) => (
            <PresentationField
              file={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              hasPresentation={hasPresentation}
              progress={uploadProgress}
              current={presentationOf && <CurrentPresentation {...presentationOf} />}
            />
          )}
        />
      )}

      <FormActions
        submitLabel={isEdit ? text.lectures.form.update : text.lectures.form.save}
        isSubmitting={isSubmitting}
        onDelete={isEdit ? onDelete : undefined}
        deleteLabel={text.lectures.form.delete}
        mt={4}
      />

      <VideoPreviewDialog
        videoId={videoId}
        open={previewOpen && Boolean(videoId)}
        onClose={() => setPreviewOpen(false)}
      />
    </Box>
  );
}
