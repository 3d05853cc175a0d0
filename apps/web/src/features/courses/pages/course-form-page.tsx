import { Alert, Button } from '@mui/material';
import dayjs from 'dayjs';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormPage } from '../../../components/form-page.tsx';
import { DATE_FORMATS } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { text } from '../../../text/en.ts';
import { useCreateCourse } from '../api/create-course.ts';
import { useDeleteCourse } from '../api/delete-course.ts';
import { useCourse } from '../../../lib/courses/use-course.ts';
import { useUpdateCourse } from '../api/update-course.ts';
import { CourseForm, type CourseFormOutput } from '../components/course-form.tsx';
import { CourseGridSkeleton } from '../components/course-list.tsx';

/** Create at /teacher/my-courses/add, edit at /teacher/my-courses/edit/:id. */
export default function CourseFormPage() {
  const params = useParams<{ id: string }>();
  const courseId = params.id === undefined ? undefined : Number(params.id);
  const isEdit = courseId !== undefined;
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [confirmOpen, setConfirmOpen] = useState(false);

  const course = useCourse(courseId ?? 0, {
    enabled: isEdit && Number.isInteger(courseId) && courseId > 0,
  });
  const createCourse = useCreateCourse();
  const updateCourse = useUpdateCourse();
  const deleteCourse = useDeleteCourse();

  const done = (message: string) => {
    if (message) enqueueSnackbar(message, { variant: 'success' });
    navigate(paths.teacher.myCourses);
  };

  // Failures are shown by the query client's mutation handler (the server's message).
  const handleSubmit = (values: CourseFormOutput) => {
    if (isEdit) {
      updateCourse.mutate(
        { courseId, input: values },
        { onSuccess: (response) => done(response.message) },
      );
    } else {
      createCourse.mutate(values, { onSuccess: (response) => done(response.message) });
    }
  };

  const handleDelete = () => {
    if (!isEdit) return;
    deleteCourse.mutate(courseId, {
      onSuccess: (response) => done(response.message || text.courses.form.deleted),
      onSettled: () => setConfirmOpen(false),
    });
  };

  const title = isEdit ? text.courses.form.editTitle : text.courses.form.createTitle;

  let content;
  if (!isEdit) {
    content = (
      <CourseForm
        defaultValues={{ name: '', shortName: '', startDate: dayjs().format(DATE_FORMATS.isoDate) }}
        isEdit={false}
        isSubmitting={createCourse.isPending}
        onSubmit={handleSubmit}
      />
    );
  } else if (course.isSuccess) {
    content = (
      <CourseForm
        key={course.data.id}
        defaultValues={{
          name: course.data.name,
          shortName: course.data.shortName,
          startDate: course.data.startDate.slice(0, 10),
        }}
        isEdit
        isSubmitting={updateCourse.isPending || deleteCourse.isPending}
        onSubmit={handleSubmit}
        onDelete={() => setConfirmOpen(true)}
      />
    );
  } else if (course.isPending && course.fetchStatus !== 'idle') {
    content = <CourseGridSkeleton count={1} />;
  } else {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" component={Link} to={paths.teacher.myCourses}>
            {text.courses.form.backToCourses}
          </Button>
        }
      >
        {text.courses.form.loadFailed}
      </Alert>
    );
  }

  return (
    <>
      <FormPage title={title} maxWidth={640}>
        {content}
      </FormPage>
      {isEdit && course.data && (
        <ConfirmDialog
          open={confirmOpen}
          title={text.courses.form.confirmDelete}
          onNo={() => setConfirmOpen(false)}
          onYes={handleDelete}
          loading={deleteCourse.isPending}
          destructive
        >
          {course.data.name}
        </ConfirmDialog>
      )}
    </>
  );
}
