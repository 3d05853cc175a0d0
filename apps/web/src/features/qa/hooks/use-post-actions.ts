/**
 * Vote, flag and rise up on a question or an answer, with the spec's refusals: own posts
 * cannot be voted, flagged or risen, teacher posts cannot be flagged ('Can't interact with
 * your question!').
 */
import type { Answer, Question } from '@o4f/contract';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { text } from '../../../text/en.ts';
import { useFlagAnswer } from '../api/flag-answer.ts';
import { useFlagQuestion } from '../api/flag-question.ts';
import type { AnswerRef, QuestionRef } from '../api/qa-paths.ts';
import { useRiseUpAnswer } from '../api/rise-up-answer.ts';
import { useRiseUpQuestion } from '../api/rise-up-question.ts';
import { useVoteAnswer } from '../api/vote-answer.ts';
import { useVoteQuestion, type VoteValue } from '../api/vote-question.ts';

export type CardPost = { kind: 'question'; post: Question } | { kind: 'answer'; post: Answer };

export const isTeacherPost = (item: CardPost) =>
  item.kind === 'question' ? item.post.teacherQuestion : item.post.teacherAnswer;

export const questionRefOf = (post: Question): QuestionRef => ({
  courseId: post.courseId,
  lectureNum: post.lectureNum,
  questionId: post.id,
});

export const answerRefOf = (post: Answer): AnswerRef => ({
  courseId: post.courseId,
  lectureNum: post.lectureNum,
  questionId: post.questionId,
  answerId: post.id,
});

/** The viewer's own vote as the server says it (1, -1 or 0), so it survives a reload. */
const viewerVote = (post: Question | Answer): number => post.vote;

export function usePostActions(item: CardPost) {
  const { enqueueSnackbar } = useSnackbar();
  const voteQuestion = useVoteQuestion();
  const voteAnswer = useVoteAnswer();
  const flagQuestion = useFlagQuestion();
  const flagAnswer = useFlagAnswer();
  const riseUpQuestion = useRiseUpQuestion();
  const riseUpAnswer = useRiseUpAnswer();
  const [localVote, setLocalVote] = useState<number | null>(null);
  const { post } = item;

  const refuse = () => enqueueSnackbar(text.qa.ownPost, { variant: 'info' });

  const vote = async (value: VoteValue) => {
    if (post.selfPosted) return refuse();
    const response =
      item.kind === 'question'
        ? await voteQuestion.mutateAsync({ ...questionRefOf(item.post), value })
        : await voteAnswer.mutateAsync({ ...answerRefOf(item.post), value });
    if (typeof response.data?.vote === 'number') setLocalVote(response.data.vote);
  };

  const flag = async () => {
    if (post.selfPosted || isTeacherPost(item)) return refuse();
    if (item.kind === 'question') await flagQuestion.mutateAsync(questionRefOf(item.post));
    else await flagAnswer.mutateAsync(answerRefOf(item.post));
  };

  const riseUp = async () => {
    if (post.selfPosted) return refuse();
    if (item.kind === 'question') await riseUpQuestion.mutateAsync(questionRefOf(item.post));
    else await riseUpAnswer.mutateAsync(answerRefOf(item.post));
  };

  // Failures were toasted by the query client; the card just stays as it was.
  const quietly =
    <A extends unknown[]>(action: (...args: A) => Promise<unknown>) =>
    (...args: A) =>
      void action(...args).catch(() => undefined);

  const pending =
    voteQuestion.isPending ||
    voteAnswer.isPending ||
    flagQuestion.isPending ||
    flagAnswer.isPending ||
    riseUpQuestion.isPending ||
    riseUpAnswer.isPending;

  return {
    myVote: localVote ?? viewerVote(post),
    vote: quietly(vote),
    flag: quietly(flag),
    riseUp: quietly(riseUp),
    pending,
  };
}
