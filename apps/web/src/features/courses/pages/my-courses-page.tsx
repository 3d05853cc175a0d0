import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import type { Course } from '@o4f/contract';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useStoredSession } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { text } from '../../../text/en.ts';
import { useCourses } from '../../../lib/courses/use-courses.ts';
import { CourseCard } from '../components/course-card.tsx';
import { CourseGrid, CourseGridSkeleton } from '../components/course-list.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export default function MyCoursesPage({ role }: { role: 'teacher' | 'student' }) {
  const isTeacher = role === 'teacher';
  const navigate = useNavigate();
  const { selectedCourse } = useStoredSession();
  const courses = useCourses();

  const handleOpen = (course: Course) => {
    storage.setSelectedCourse({ id: course.id, name: course.name, shortName: course.shortName });
    navigate(isTeacher ? paths.teacher.myLectures : paths.student.myLectures);
  };
  const handleEdit = (course: Course) => navigate(paths.teacher.editCourse(course.id));

  const isEmpty = courses.isSuccess && courses.data.length === 0;
  const heading = isEmpty
    ? text.courses.empty
    : isTeacher
      ? text.courses.headingTeacher
      : text.courses.headingStudent;
  usePageTitle(heading);

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography variant="h4" component="h1">
          {heading}
        </Typography>
        {isTeacher ? (
          <Button
            component={Link}
            to={paths.teacher.addCourse}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {text.courses.add}
          </Button>
        ) : (
          <Button
            component={Link}
            to={paths.student.addCourse}
            variant="outlined"
            startIcon={<AddIcon />}
          >
            {text.courses.studentAdd.addCourse}
          </Button>
        )}
      </Stack>

      {courses.isPending && <CourseGridSkeleton />}

      {courses.isError && (
        <LoadFailed message={text.courses.loadFailed} onRetry={() => void courses.refetch()} />
      )}

      {courses.isSuccess && courses.data.length > 0 && (
        <CourseGrid>
          {courses.data.map((course) => (
            <CourseCard
              key={course.id}
              course={course}
              selected={selectedCourse?.id === course.id}
              onOpen={handleOpen}
              onEdit={isTeacher ? handleEdit : undefined}
            />
          ))}
        </CourseGrid>
      )}
    </Stack>
  );
}
