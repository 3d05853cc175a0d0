import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Stack, Typography } from '@mui/material';
import type { Lecture } from '@o4f/contract';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths, type LiveLectureState } from '../../../lib/paths.ts';
import { useStoredSession } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { text } from '../../../text/en.ts';
import { useLectures } from '../../../lib/lectures/use-lectures.ts';
import { LectureActionsMenu, type LectureAction } from '../components/lecture-actions-menu.tsx';
import { LectureCard } from '../components/lecture-card.tsx';
import { LectureGrid, LectureGridSkeleton } from '../components/lecture-list.tsx';
import { useNow } from '../../../hooks/use-now.ts';
import { sortLecturesByStart } from '../../../lib/lectures/sort-lectures.ts';
import { cardTiming } from '../utils/card-timing.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

/** The tab the student's live page opens on: Feedback while live, Q&A otherwise. */
export type LiveTab = 'feedback' | 'qa';

const selectLecture = (lecture: Lecture) =>
  storage.setSelectedLecture({
    id: lecture.id,
    lectureNum: lecture.lectureNum,
    name: lecture.name,
    courseId: lecture.courseId,
  });

export default function MyLecturesPage({ role }: { role: 'teacher' | 'student' }) {
  const isTeacher = role === 'teacher';
  const navigate = useNavigate();
  const { selectedCourse } = useStoredSession();
  const lectures = useLectures(selectedCourse?.id);
  const now = useNow();
  const [menu, setMenu] = useState<{ lecture: Lecture; anchor: HTMLElement } | null>(null);

  const sorted = useMemo(() => sortLecturesByStart(lectures.data ?? []), [lectures.data]);

  const handleOpen = (lecture: Lecture) => {
    const timing = cardTiming(lecture, now);
    if (timing === 'future') return;
    selectLecture(lecture);
    if (isTeacher) {
      if (timing !== 'live') return void navigate(paths.lecture.stats(lecture.lectureNum));
      // This card's lecture, not the first live one: several may be live at once.
      const state: LiveLectureState = {
        courseId: lecture.courseId,
        lectureNum: lecture.lectureNum,
      };
      navigate(paths.teacher.classStatus, { state });
      return;
    }
    const tab: LiveTab = timing === 'live' ? 'feedback' : 'qa';
    navigate(`${paths.lecture.live(lecture.lectureNum)}?tab=${tab}`, { state: { tab } });
  };

  const handleVideo = (lecture: Lecture) => {
    selectLecture(lecture);
    navigate(paths.lecture.video(lecture.lectureNum));
  };

  const handleAction = (lecture: Lecture, action: LectureAction) => {
    selectLecture(lecture);
    switch (action) {
      case 'statistics':
        navigate(paths.lecture.stats(lecture.lectureNum));
        break;
      case 'myQuestions':
        navigate(paths.teacher.myQuestions, { state: { initLectureId: lecture.id } });
        break;
      case 'myAnswers':
        navigate(paths.teacher.myAnswers, { state: { initLectureId: lecture.id } });
        break;
      case 'edit':
        navigate(paths.teacher.editLecture(lecture.lectureNum));
        break;
    }
  };

  const isEmpty = lectures.isSuccess && sorted.length === 0;
  const emptyText = isTeacher ? text.lectures.emptyTeacher : text.lectures.emptyStudent;
  usePageTitle(isEmpty ? emptyText : text.lectures.heading);

  if (!selectedCourse) {
    return (
      <Alert
        severity="info"
        action={
          <Button
            color="inherit"
            size="small"
            component={Link}
            to={isTeacher ? paths.teacher.myCourses : paths.student.myCourses}
          >
            {text.lectures.goToCourses}
          </Button>
        }
      >
        {text.lectures.noCourse}
      </Alert>
    );
  }

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography variant="h4" component="h1">
          {isEmpty ? emptyText : text.lectures.heading}
        </Typography>
        {isTeacher && (
          <Button
            component={Link}
            to={paths.teacher.addLecture}
            variant="contained"
            startIcon={<AddIcon />}
            sx={{ flexShrink: 0 }}
          >
            {text.lectures.add}
          </Button>
        )}
      </Stack>

      {lectures.isPending && <LectureGridSkeleton />}

      {lectures.isError && (
        <LoadFailed message={text.lectures.loadFailed} onRetry={() => void lectures.refetch()} />
      )}

      {sorted.length > 0 && (
        <LectureGrid>
          {sorted.map((lecture) => (
            <LectureCard
              key={lecture.id}
              lecture={lecture}
              timing={cardTiming(lecture, now)}
              onOpen={handleOpen}
              onOpenMenu={
                isTeacher ? (item, anchor) => setMenu({ lecture: item, anchor }) : undefined
              }
              onOpenVideo={isTeacher ? undefined : handleVideo}
            />
          ))}
        </LectureGrid>
      )}

      {isTeacher && (
        <LectureActionsMenu
          lecture={menu?.lecture ?? null}
          anchor={menu?.anchor ?? null}
          onClose={() => setMenu(null)}
          onAction={handleAction}
        />
      )}
    </Stack>
  );
}
