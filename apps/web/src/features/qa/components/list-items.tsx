/** One row per question, answer or discussed answer; a click opens the question's page. */
import { Box, ListItem, ListItemButton, Paper, Stack, Typography } from '@mui/material';
import type { Answer, Question } from '@o4f/contract';
import type { ReactNode } from 'react';
import { text } from '../../../text/en.ts';
import type { DiscussionGroup } from '../utils/list-tabs.ts';
import { AuthorLine, PostCounts } from './post-meta.tsx';

const TEXT_SX = { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } as const;

interface RowProps {
  lectureName: (lectureId: number) => string | undefined;
  onOpen: (target: {
    courseId: number;
    lectureId: number;
    lectureNum: number;
    questionId: number;
  }) => void;
}

function QuestionQuote({ question }: { question: Question }) {
  return (
    <Paper variant="outlined" sx={{ p: 1, mb: 1, bgcolor: 'action.hover' }}>
      <Typography variant="caption" color="text.secondary">
        {`${text.qaLists.question} · ${question.pseudonym}`}
      </Typography>
      <Typography variant="body2" sx={TEXT_SX}>
        {question.text}
      </Typography>
    </Paper>
  );
}

export function QuestionRow({ question, lectureName, onOpen }: RowProps & { question: Question }) {
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        onClick={() =>
          onOpen({
            courseId: question.courseId,
            lectureId: question.lectureId,
            lectureNum: question.lectureNum,
            questionId: question.id,
          })
        }
      >
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <AuthorLine
            lectureNum={question.lectureNum}
            lectureName={lectureName(question.lectureId)}
            pseudonym={question.pseudonym}
            createdAt={question.createdAt}
            teacher={question.teacherQuestion}
            flagged={question.flagged}
          />
          <Typography sx={TEXT_SX}>{question.text}</Typography>
          <PostCounts
            up={question.numUpVotes}
            down={question.numDownVotes}
            extra={[
              text.qaLists.answerCount(question.answerCount),
              text.qaLists.discussionCount(question.discussionCount),
            ]}
          />
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}

/** An answer, optionally under its question; `children` goes below its counts. */
export function AnswerRow({
  answer,
  showQuestion,
  lectureName,
  onOpen,
  children,
}: RowProps & { answer: Answer; showQuestion: boolean; children?: ReactNode }) {
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        onClick={() =>
          onOpen({
            courseId: answer.courseId,
            lectureId: answer.lectureId,
            lectureNum: answer.lectureNum,
            questionId: answer.questionId,
          })
        }
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {showQuestion && <QuestionQuote question={answer.question} />}
          <Stack spacing={0.5}>
            <AuthorLine
              lectureNum={answer.lectureNum}
              lectureName={lectureName(answer.lectureId)}
              pseudonym={answer.pseudonym}
              createdAt={answer.createdAt}
              teacher={answer.teacherAnswer}
              flagged={answer.flagged}
            />
            <Typography sx={TEXT_SX}>{answer.text}</Typography>
            <PostCounts
              up={answer.numUpVotes}
              down={answer.numDownVotes}
              extra={[text.qaLists.discussionCount(answer.discussionCount)]}
            />
            {children}
          </Stack>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

export function DiscussionRow({
  group,
  ...row
}: RowProps & { group: DiscussionGroup; showQuestion: boolean }) {
  const { answer, discussions } = group;
  return (
    <AnswerRow answer={answer} {...row}>
      {discussions.map((discussion) => {
        const last = discussion.messages.at(-1);
        return (
          <Box key={discussion.id} sx={{ pl: 2, borderLeft: 3, borderColor: 'divider' }}>
            <Typography variant="body2" color="text.secondary">
              {`${text.qaLists.between(
                discussion.discussionStarterPseudonym,
                discussion.answerPosterPseudonym,
              )} · ${text.qaLists.messageCount(discussion.messages.length)}`}
            </Typography>
            {last && (
              <Typography variant="body2" sx={TEXT_SX} noWrap>
                {`${last.pseudonym}: ${last.message}`}
              </Typography>
            )}
          </Box>
        );
      })}
    </AnswerRow>
  );
}
