import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormPage } from '../../../components/form-page.tsx';
import { paths } from '../../../lib/paths.ts';
import { useStoredSession } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';
import { text } from '../../../text/en.ts';
import { useCreateLecture } from '../api/create-lecture.ts';
import { useDeleteLecture } from '../api/delete-lecture.ts';
import { useLecture } from '../../../lib/lectures/use-lecture.ts';
import { useUpdateLecture } from '../api/update-lecture.ts';
import { useUploadPresentation } from '../api/upload-presentation.ts';
import { LectureForm, type LectureFormOutput } from '../components/lecture-form.tsx';
import {
  defaultLectureFormValues,
  lectureToFormValues,
  toLectureInput,
} from '../utils/lecture-form-values.ts';

/** Create at /teacher/my-lectures/add, edit at /teacher/my-lectures/edit/:lectureNum. */
export default function LectureFormPage() {
  const params = useParams<{ lectureNum: string }>();
  const lectureNum = params.lectureNum === undefined ? undefined : Number(params.lectureNum);
  const isEdit = lectureNum !== undefined;
  const { selectedCourse } = useStoredSession();
  const courseId = selectedCourse?.id;
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  // A new lecture's defaults are taken once, when the page opens.
  const [newLectureDefaults] = useState(() => defaultLectureFormValues());

  const validNum = lectureNum !== undefined && Number.isInteger(lectureNum) && lectureNum > 0;
  const lecture = useLecture(courseId, validNum ? lectureNum : undefined);
  const createLecture = useCreateLecture();
  const updateLecture = useUpdateLecture();
  const deleteLecture = useDeleteLecture();
  const uploadPresentation = useUploadPresentation({ onProgress: setUploadProgress });

  // The breadcrumb names the lecture being edited.
  const loaded = lecture.data;
  useEffect(() => {
    if (!loaded) return;
    storage.setSelectedLecture({
      id: loaded.id,
      lectureNum: loaded.lectureNum,
      name: loaded.name,
      courseId: loaded.courseId,
    });
  }, [loaded]);

  const backToList = () => navigate(paths.teacher.myLectures);

  // Failures of save, upload and delete are toasted by the query client's mutation handler.
  const handleSubmit = async (values: LectureFormOutput) => {
    if (courseId === undefined) return;
    const input = toLectureInput(values);
    setIsSaving(true);
    try {
      const saved = isEdit
        ? await updateLecture.mutateAsync({ courseId, lectureNum, input })
        : await createLecture.mutateAsync({ courseId, input });
      if (saved.message) enqueueSnackbar(saved.message, { variant: 'success' });

      // The upload needs the lecture number, which a new lecture only has once it is created.
      const savedNum = saved.data?.lectureNum ?? lectureNum;
      if (!values.isVideoLecture && values.presentation && savedNum !== undefined) {
        setUploadProgress(0);
        try {
          const uploaded = await uploadPresentation.mutateAsync({
            courseId,
            lectureNum: savedNum,
            file: values.presentation,
          });
          enqueueSnackbar(uploaded.message || text.lectures.form.uploaded, { variant: 'success' });
        } catch {
          // The lecture itself is saved; the teacher can upload again from its edit page.
        } finally {
          setUploadProgress(null);
        }
      }
      backToList();
    } catch {
      // Save failed: stay on the form with the teacher's input.
    } finally {
      setIsSaving(false);
    }
  };

  const handleDelete = () => {
    if (courseId === undefined || !isEdit) return;
    deleteLecture.mutate(
      { courseId, lectureNum },
      {
        onSuccess: () => {
          enqueueSnackbar(text.lectures.form.deleted, { variant: 'success' });
          backToList();
        },
        onSettled: () => setConfirmOpen(false),
      },
    );
  };

  const title = isEdit ? text.lectures.form.editTitle : text.lectures.form.createTitle;

  let content;
  if (!isEdit) {
    content = (
      <LectureForm
        defaultValues={newLectureDefaults}
        isEdit={false}
        hasPresentation={false}
        isSubmitting={isSaving}
        uploadProgress={uploadProgress}
        onSubmit={handleSubmit}
      />
    );
  } else if (lecture.isSuccess) {
    content = (
      <LectureForm
        key={`${lecture.data.id}-${lecture.data.updatedAt}`}
        defaultValues={lectureToFormValues(lecture.data)}
        isEdit
        hasPresentation={lecture.data.hasPresentation}
        isSubmitting={isSaving || deleteLecture.isPending}
        uploadProgress={uploadProgress}
        onSubmit={handleSubmit}
        onDelete={() => setConfirmOpen(true)}
        presentationOf={{ courseId: lecture.data.courseId, lectureNum: lecture.data.lectureNum }}
      />
    );
  } else if (validNum && lecture.isPending) {
    content = (
      <Stack spacing={2} aria-busy="true" aria-label={text.common.loading} role="status">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  } else {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" component={Link} to={paths.teacher.myLectures}>
            {text.lectures.form.backToLectures}
          </Button>
        }
      >
        {text.lectures.form.notFound}
      </Alert>
    );
  }

  return (
    <>
      <FormPage title={title} maxWidth={720}>
        {content}
      </FormPage>
      {isEdit && lecture.data && (
        <ConfirmDialog
          open={confirmOpen}
          title={text.lectures.form.confirmDelete}
          onNo={() => setConfirmOpen(false)}
          onYes={handleDelete}
          loading={deleteLecture.isPending}
          destructive
        >
          {lecture.data.name}
        </ConfirmDialog>
      )}
    </>
  );
}
