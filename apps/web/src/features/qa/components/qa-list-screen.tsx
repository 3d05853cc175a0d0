/**
 * The my-questions / my-answers / my-discussions screen: My / All / Doghouse tabs, the course,
 * lecture and sort filters, and a scrolling list whose rows open the question's page. The list
 * follows changes made elsewhere to the chosen lectures live (useListUpdates).
 */
import { Box, List, Paper, Tab, Tabs, Typography } from '@mui/material';
import { sortPosts, type SortKey } from '@o4f/contract';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { paths } from '../../../lib/paths.ts';
import { useStoredSession } from '../../../lib/session.ts';
import { storage, type StoredRole } from '../../../lib/storage.ts';
import { text } from '../../../text/en.ts';
import { useCourses } from '../../../lib/courses/use-courses.ts';
import { useAnswersOfLectures, useQuestionsOfLectures } from '../api/get-posts-of-lectures.ts';
import { useListFilters } from '../hooks/use-list-filters.ts';
import { useListUpdates } from '../hooks/use-list-updates.ts';
import {
  filterAnswers,
  filterQuestions,
  groupDiscussions,
  LIST_SORTS,
  listTabs,
  tabWidth,
  type ListKind,
  type ListTab,
} from '../utils/list-tabs.ts';
import { LectureQuestionComposer } from './lecture-question-composer.tsx';
import { ListFilterBar } from './list-filter-bar.tsx';
import { AnswerRow, DiscussionRow, QuestionRow } from './list-items.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

/** The spec's desktop list heights, one per screen. */
const PANEL_HEIGHT: Record<ListKind, number> = { questions: 590, answers: 495, discussions: 550 };

export interface OpenTarget {
  courseId: number;
  lectureId: number;
  lectureNum: number;
  questionId: number;
}

export function QaListScreen({ kind, role }: { kind: ListKind; role: StoredRole }) {
  const tabs = listTabs(kind, role);
  const [tab, setTab] = useState<ListTab>('my');
  const [sort, setSort] = useState<SortKey>('time');
  const [showQuestions, setShowQuestions] = useState(false);
  const navigate = useNavigate();
  const session = useStoredSession();
  const courses = useCourses();
  const filters = useListFilters();

  const wantsQuestions = kind === 'questions';
  const hasLectures = filters.lectureIds.length > 0;
  const questions = useQuestionsOfLectures(filters.lectureIds, wantsQuestions && hasLectures);
  const answers = useAnswersOfLectures(filters.lectureIds, !wantsQuestions && hasLectures);
  const query = wantsQuestions ? questions : answers;
  // Changes made elsewhere to the chosen lectures' posts refetch the list.
  useListUpdates(filters.lectures.filter((lecture) => filters.lectureIds.includes(lecture.id)));

  const lectureName = (lectureId: number) =>
    filters.lectures.find((lecture) => lecture.id === lectureId)?.name;

  const handleOpen = (target: OpenTarget) => {
    if (session.selectedCourse?.id !== target.courseId) {
      const course = courses.data?.find((candidate) => candidate.id === target.courseId);
      if (course)
        storage.setSelectedCourse({
          id: course.id,
          name: course.name,
          shortName: course.shortName,
        });
    }
    const lecture = filters.lectures.find((candidate) => candidate.id === target.lectureId);
    if (lecture)
      storage.setSelectedLecture({
        id: lecture.id,
        lectureNum: lecture.lectureNum,
        name: lecture.name,
        courseId: lecture.courseId,
      });
    void navigate(paths.lecture.question(target.lectureNum, target.questionId));
  };

  const rows = (): ReactNode[] => {
    if (kind === 'questions')
      return sortPosts(filterQuestions(questions.data ?? [], tab), sort).map((question) => (
        <QuestionRow
          key={question.id}
          question={question}
          lectureName={lectureName}
          onOpen={handleOpen}
        />
      ));
    if (kind === 'answers')
      return sortPosts(filterAnswers(answers.data ?? [], tab), sort).map((answer) => (
        <AnswerRow
          key={answer.id}
          answer={answer}
          showQuestion={showQuestions}
          lectureName={lectureName}
          onOpen={handleOpen}
        />
      ));
    const groups = groupDiscussions(answers.data ?? [], tab);
    const sortable = groups.map((group) => ({
      ...group.answer,
      createdAt: group.lastActivity || group.answer.createdAt,
      group,
    }));
    return sortPosts(sortable, sort).map(({ group }) => (
      <DiscussionRow
        key={group.answer.id}
        group={group}
        showQuestion={showQuestions}
        lectureName={lectureName}
        onOpen={handleOpen}
      />
    ));
  };

  const title = text.qaLists.titles[kind];
  usePageTitle(title);
  let body: ReactNode;
  if (filters.courseIds.length === 0) body = <Empty>{text.qaLists.noCourse}</Empty>;
  else if (filters.lecturesLoading) body = <PageLoader />;
  else if (!hasLectures) body = <Empty>{text.qaLists.noLecture}</Empty>;
  else if (query.isPending) body = <PageLoader />;
  else {
    const items = rows();
    body =
      items.length === 0 ? (
        <Empty>{text.qaLists.empty[kind]}</Empty>
      ) : (
        <List disablePadding aria-label={text.qaLists.listLabel(title)}>
          {items}
        </List>
      );
  }

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: ListTab) => setTab(next)}
        aria-label={text.qaLists.tabsLabel(title)}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {tabs.map((key) => (
          <Tab
            key={key}
            value={key}
            label={text.qaLists.tabs[key]}
            sx={{ width: tabWidth(tabs.length), maxWidth: 'none', minWidth: 0 }}
          />
        ))}
      </Tabs>
      <ListFilterBar
        courses={courses.data ?? []}
        filters={filters}
        sorts={LIST_SORTS[kind]}
        sort={sort}
        onSortChange={setSort}
        {...(kind === 'questions'
          ? {}
          : { showQuestions: { value: showQuestions, onChange: setShowQuestions } })}
      />
      {kind === 'questions' && filters.singleLecture && (
        <Box sx={{ mb: 2 }}>
          <LectureQuestionComposer key={filters.singleLecture.id} lecture={filters.singleLecture} />
        </Box>
      )}
      <Paper
        variant="outlined"
        sx={{ height: { md: PANEL_HEIGHT[kind] }, overflowY: { md: 'auto' } }}
      >
        {body}
      </Paper>
    </Box>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {children}
    </Typography>
  );
}
