/**
 * One question or answer: author line, text, [Edited] history, edit, votes, flag, rise up and
 * the counts. QuestionCard and AnswerCard are the two faces of it.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FlagIcon from '@mui/icons-material/Flag';
import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import ThumbDownAltOutlinedIcon from '@mui/icons-material/ThumbDownAltOutlined';
import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { Answer, Question } from '@o4f/contract';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useStoredSession } from '../../../lib/session.ts';
import { visuallyHiddenSx } from '../../../components/visually-hidden.ts';
import { text } from '../../../text/en.ts';
import {
  answerRefOf,
  isTeacherPost,
  questionRefOf,
  usePostActions,
  type CardPost,
} from '../hooks/use-post-actions.ts';
import { useHighlightQuestion } from '../api/highlight-question.ts';
import { useMarkQuestionAnswered } from '../api/mark-question-answered.ts';
import { AuthorLine } from './author-line.tsx';
import { EditPostDialog } from './edit-post-dialog.tsx';
import { HistoryDialog, type HistoryTarget } from './history-dialog.tsx';
import { mirrorInRtl } from '../../../components/mirror-in-rtl.ts';

interface PostCardProps {
  item: CardPost;
  /** A user who did not attend the lecture reads only. */
  readOnly?: boolean;
  /** Shown before the author line (the answers page's Back button). */
  onBack?: () => void;
  /** Extra counts or links in the footer. */
  footer?: ReactNode;
  /** Marks above the text (a question's Answered and Highlighted). */
  marks?: ReactNode;
  children?: ReactNode;
  elevation?: number;
}

function PostCard({ item, readOnly = false, onBack, footer, marks, children }: PostCardProps) {
  const { role } = useStoredSession();
  const { post } = item;
  const { myVote, vote, flag, riseUp, pending } = usePostActions(item);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const teacherPost = isTeacherPost(item);
  const showRiseUp = role === 'STUDENT' && post.flagged;
  const historyTarget: HistoryTarget =
    item.kind === 'question'
      ? { kind: 'question', ref: questionRefOf(item.post) }
      : { kind: 'answer', ref: answerRefOf(item.post) };

  return (
    <Card
      component="article"
      variant="outlined"
      data-post-kind={item.kind}
      data-post-id={post.id}
      sx={{ borderColor: post.flagged ? 'warning.main' : undefined }}
    >
      <CardContent sx={{ pb: '12px !important' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          {onBack && (
            <Button size="small" startIcon={<ArrowBackIcon sx={mirrorInRtl} />} onClick={onBack}>
              {text.qa.back}
            </Button>
          )}
          <AuthorLine
            pseudonym={post.pseudonym}
            createdAt={post.createdAt}
            teacher={teacherPost}
            removedFromClass={post.removedFromClass}
          />
        </Stack>
        {marks}
        <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {post.text}
          {post.hasHistory && (
            <Button
              size="small"
              variant="text"
              onClick={() => setHistoryOpen(true)}
              sx={{ ml: 0.5, minWidth: 0, p: 0, verticalAlign: 'baseline', textTransform: 'none' }}
            >
              {text.qa.edited}
            </Button>
          )}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          role="group"
          aria-label={text.qa.postActions}
          sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Button
            size="small"
            aria-pressed={myVote === 1}
            variant={myVote === 1 ? 'contained' : 'outlined'}
            startIcon={<ThumbUpAltOutlinedIcon />}
            disabled={readOnly || pending}
            onClick={() => vote(1)}
          >
            {/* The name holds the visible count: 'Vote up 3'. */}
            <Box component="span" sx={visuallyHiddenSx}>{`${text.qa.voteUp} `}</Box>
            {post.numUpVotes}
          </Button>
          <Button
            size="small"
            aria-pressed={myVote === -1}
            variant={myVote === -1 ? 'contained' : 'outlined'}
            startIcon={<ThumbDownAltOutlinedIcon />}
            disabled={readOnly || pending}
            onClick={() => vote(-1)}
          >
            {/* The name holds the visible count: 'Vote up 3'. */}
            <Box component="span" sx={visuallyHiddenSx}>{`${text.qa.voteDown} `}</Box>
            {post.numDownVotes}
          </Button>
          <Button
            size="small"
            aria-label={text.qa.flag}
            aria-pressed={post.selfFlagged}
            color={post.selfFlagged ? 'warning' : 'inherit'}
            variant={post.selfFlagged ? 'contained' : 'text'}
            disabled={readOnly || pending}
            onClick={flag}
            sx={{ minWidth: 0 }}
          >
            {post.selfFlagged ? <FlagIcon /> : <OutlinedFlagIcon />}
          </Button>
          {showRiseUp && (
            <Button
              size="small"
              aria-pressed={post.hasRiseUp}
              variant={post.hasRiseUp ? 'contained' : 'outlined'}
              color="success"
              startIcon={<TrendingUpIcon />}
              disabled={readOnly || pending}
              onClick={riseUp}
            >
              {text.qa.riseUp}
            </Button>
          )}
          {post.editable && post.selfPosted && !readOnly && (
            <Button size="small" onClick={() => setEditOpen(true)}>
              {text.qa.edit}
            </Button>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {footer}
        </Stack>
        {children}
      </CardContent>
      {post.hasHistory && (
        <HistoryDialog
          target={historyTarget}
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
        />
      )}
      {post.editable && post.selfPosted && (
        <EditPostDialog item={item} open={editOpen} onClose={() => setEditOpen(false)} />
      )}
    </Card>
  );
}

export interface QuestionCardProps {
  question: Question;
  readOnly?: boolean;
  /** Link 'Answers (n)' to the question's answers page (lists); off on that page itself. */
  linkToAnswers?: boolean;
  /** Replaces the link's navigation (e.g. to select the question's course first). */
  onOpenAnswers?: (question: Question) => void;
  onBack?: () => void;
  children?: ReactNode;
}

/** 'Answered' and 'Highlighted', set by the lecture's teacher, shown to everyone. */
function QuestionMarks({ question }: { question: Question }) {
  if (!question.answered && !question.highlighted) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
      {question.answered && (
        <Chip
          size="small"
          color="success"
          variant="outlined"
          icon={<CheckCircleOutlineIcon />}
          label={text.qa.answered}
          data-testid="question-answered"
        />
      )}
      {question.highlighted && (
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          icon={<CampaignOutlinedIcon />}
          label={text.qa.highlighted}
          data-testid="question-highlighted"
        />
      )}
    </Stack>
  );
}

/** The teacher's buttons on a question: mark answered, highlight on the projected screen. */
function TeacherTools({ question }: { question: Question }) {
  const markAnswered = useMarkQuestionAnswered();
  const highlight = useHighlightQuestion();
  const ref = questionRefOf(question);
  const pending = markAnswered.isPending || highlight.isPending;
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={text.qa.teacherTools}>
      <Button
        size="small"
        aria-pressed={question.answered}
        variant={question.answered ? 'contained' : 'outlined'}
        color="success"
        disabled={pending}
        onClick={() => markAnswered.mutate({ ...ref, answered: !question.answered })}
      >
        {question.answered ? text.qa.unmarkAnswered : text.qa.markAnswered}
      </Button>
      <Button
        size="small"
        aria-pressed={question.highlighted}
        variant={question.highlighted ? 'contained' : 'outlined'}
        disabled={pending}
        onClick={() => highlight.mutate({ ...ref, highlighted: !question.highlighted })}
      >
        {question.highlighted ? text.qa.clearHighlight : text.qa.highlight}
      </Button>
    </Stack>
  );
}

export function QuestionCard({
  question,
  readOnly,
  linkToAnswers = true,
  onOpenAnswers,
  onBack,
  children,
}: QuestionCardProps) {
  const { role } = useStoredSession();
  const answers = text.qa.answerCount(question.answerCount);
  return (
    <PostCard
      item={{ kind: 'question', post: question }}
      readOnly={readOnly}
      onBack={onBack}
      marks={<QuestionMarks question={question} />}
      footer={
        <>
          {role === 'TEACHER' && <TeacherTools question={question} />}
          {linkToAnswers && onOpenAnswers ? (
            <Button size="small" onClick={() => onOpenAnswers(question)}>
              {answers}
            </Button>
          ) : linkToAnswers ? (
            <Button
              size="small"
              component={Link}
              to={paths.lecture.question(question.lectureNum, question.id)}
            >
              {answers}
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {answers}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {text.qa.discussionCount(question.discussionCount)}
          </Typography>
        </>
      }
    >
      {children}
    </PostCard>
  );
}

export interface AnswerCardProps {
  answer: Answer;
  readOnly?: boolean;
  /** The answer's discussion cards, below it. */
  children?: ReactNode;
}

export function AnswerCard({ answer, readOnly, children }: AnswerCardProps) {
  return (
    <PostCard
      item={{ kind: 'answer', post: answer }}
      readOnly={readOnly}
      footer={
        <Typography variant="body2" color="text.secondary">
          {text.qa.discussionCount(answer.discussionCount)}
        </Typography>
      }
    >
      {children}
    </PostCard>
  );
}
