/**
 * The lecture's questions beside the slide (teacher's presentation and remote views): the
 * questions with their answer counts and votes, live (useQaUpdates), newest first; a question
 * opens its answers in the panel. The doghouse stays on the questions page.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, List, ListItem, ListItemButton, Typography } from '@mui/material';
import { sortPosts, type Lecture, type Question } from '@o4f/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SidePanel } from '../../../components/side-panel.tsx';
import { paths } from '../../../lib/paths.ts';
import { text } from '../../../text/en.ts';
import { useAnswers } from '../api/get-answers.ts';
import { useLectureQuestions } from '../api/get-lecture-questions.ts';
import type { LectureRef } from '../api/qa-paths.ts';
import { useQaUpdates } from '../hooks/use-qa-updates.ts';
import { NewQuestionsAnnouncer } from './new-questions-announcer.tsx';
import { mirrorInRtl } from '../../../components/mirror-in-rtl.ts';

const t = text.presentation;

export interface QuestionsPanelProps {
  lecture: Lecture;
  open: boolean;
  onClose: () => void;
  /** The panel's width from the small breakpoint up (full width below). */
  width: number;
}

export function QuestionsPanel({ lecture, open, onClose, width }: QuestionsPanelProps) {
  return (
    <SidePanel
      anchor="left"
      open={open}
      onClose={onClose}
      title={t.questionsPanel}
      closeLabel={t.closeQuestions}
      width={width}
    >
      {open && <LiveQuestions lecture={lecture} />}
    </SidePanel>
  );
}

function LiveQuestions({ lecture }: { lecture: Lecture }) {
  const ref = { courseId: lecture.courseId, lectureNum: lecture.lectureNum };
  const navigate = useNavigate();
  const questions = useLectureQuestions(ref);
  const { newQuestions } = useQaUpdates(ref);
  const [openId, setOpenId] = useState<number | null>(null);
  const shown = sortPosts(questions.data ?? [], 'time').filter((question) => !question.flagged);
  const opened = shown.find((question) => question.id === openId);

  return (
    <Box>
      <NewQuestionsAnnouncer count={newQuestions} />
      {opened ? (
        <QuestionAnswers question={opened} lectureRef={ref} onBack={() => setOpenId(null)} />
      ) : questions.isPending ? (
        <Typography color="text.secondary">{text.qa.loading}</Typography>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">{text.qa.noQuestions}</Typography>
      ) : (
        <List aria-label={text.qa.questionsLabel} disablePadding>
          {shown.map((question) => (
            <ListItem key={question.id} disablePadding divider>
              <ListItemButton onClick={() => setOpenId(question.id)} sx={{ px: 1 }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{question.text}</Typography>
                  <Counts post={question} answerCount={question.answerCount} />
                </Box>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <Button
        sx={{ mt: 2 }}
        onClick={() => void navigate(paths.lecture.questions(lecture.lectureNum))}
      >
        {t.allQuestions}
      </Button>
    </Box>
  );
}

function Counts({
  post,
  answerCount,
}: {
  post: { numUpVotes: number; numDownVotes: number };
  answerCount?: number;
}) {
  return (
    <Typography variant="body2" color="text.secondary">
      {answerCount !== undefined && `${text.qa.answerCount(answerCount)} · `}
      {t.votes(post.numUpVotes, post.numDownVotes)}
    </Typography>
  );
}

function QuestionAnswers({
  question,
  lectureRef,
  onBack,
}: {
  question: Question;
  lectureRef: LectureRef;
  onBack: () => void;
}) {
  const answers = useAnswers({ ...lectureRef, questionId: question.id });
  const sorted = sortPosts(answers.data ?? [], 'time');
  return (
    <Box>
      <Button startIcon={<ArrowBackIcon sx={mirrorInRtl} />} onClick={onBack} sx={{ mb: 1 }}>
        {t.backToQuestions}
      </Button>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{question.text}</Typography>
      <Counts post={question} answerCount={question.answerCount} />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {text.qa.answersHeading}
      </Typography>
      {answers.isPending ? (
        <Typography color="text.secondary">{text.qa.loading}</Typography>
      ) : sorted.length === 0 ? (
        <Typography color="text.secondary">{text.qa.noAnswers}</Typography>
      ) : (
        <List aria-label={text.qa.answersHeading} disablePadding>
          {sorted.map((answer) => (
            <ListItem key={answer.id} divider sx={{ display: 'block', px: 1 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{answer.text}</Typography>
              <Counts post={answer} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
