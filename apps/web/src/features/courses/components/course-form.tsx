import { Box, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { courseInput } from '@o4f/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../../components/form-actions.tsx';
import { FORM_MESSAGES, withMessages } from '../../../lib/form-messages.ts';
import { text } from '../../../text/en.ts';

export type CourseFormValues = z.input<typeof courseInput>;
export type CourseFormOutput = z.output<typeof courseInput>;

interface CourseFormProps {
  defaultValues: CourseFormValues;
  isEdit: boolean;
  isSubmitting: boolean;
  onSubmit: (values: CourseFormOutput) => void;
  /** Edit mode only: asks for confirmation before deleting. */
  onDelete?: () => void;
}

export function CourseForm({
  defaultValues,
  isEdit,
  isSubmitting,
  onSubmit,
  onDelete,
}: CourseFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CourseFormValues, unknown, CourseFormOutput>({
    resolver: withMessages(zodResolver(courseInput), FORM_MESSAGES.course),
    defaultValues,
    mode: 'onBlur',
  });

  // Optional as its label says: left empty, the server and this form derive it from the title.
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField
        {...register('name')}
        id="course-title"
        label={text.courses.form.titleLabel}
        error={Boolean(errors.name)}
        helperText={errors.name?.message}
        autoComplete="off"
        slotProps={{ htmlInput: { 'aria-required': true } }}
      />
      <TextField
        {...register('shortName')}
        id="course-short-name"
        label={text.courses.form.shortNameLabel}
        error={Boolean(errors.shortName)}
        helperText={errors.shortName?.message ?? text.courses.form.shortNameHint}
        autoComplete="off"
      />
      <TextField
        {...register('startDate')}
        id="course-start-date"
        type="date"
        label={text.courses.form.startDateLabel}
        error={Boolean(errors.startDate)}
        helperText={errors.startDate?.message}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-required': true } }}
      />
      <FormActions
        submitLabel={isEdit ? text.courses.form.update : text.courses.form.save}
        isSubmitting={isSubmitting}
        onDelete={isEdit ? onDelete : undefined}
        deleteLabel={text.courses.form.delete}
        mt={3}
      />
    </Box>
  );
}
