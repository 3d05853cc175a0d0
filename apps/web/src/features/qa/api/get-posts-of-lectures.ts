/**
 * The questions and the answers of several lectures at once:
 * POST /courses/lectures/questions/{json list of lecture ids} and
 * POST /courses/lectures/answers/{json list of lecture ids}.
 */
import type { Answer, Question } from '@o4f/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { QA_QUERY_ROOT } from './qa-paths.ts';

export type PostsKind = 'questions' | 'answers';

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

/** Under the Q/A/D root: any Q/A/D change made in this browser refreshes the lists too. */
export const postsOfLecturesQueryKey = (kind: PostsKind, lectureIds: readonly number[]) =>
  [...QA_QUERY_ROOT, 'lists', kind, sorted(lectureIds)] as const;

export const postsOfLecturesPath = (kind: PostsKind, lectureIds: readonly number[]) =>
  `/courses/lectures/${kind}/${encodeURIComponent(JSON.stringify(sorted(lectureIds)))}`;

async function getPostsOfLectures<T>(kind: PostsKind, lectureIds: readonly number[]): Promise<T[]> {
  if (lectureIds.length === 0) return [];
  const { data } = await api.post<T[]>(postsOfLecturesPath(kind, lectureIds));
  return data ?? [];
}

export const getQuestionsOfLectures = (lectureIds: readonly number[]) =>
  getPostsOfLectures<Question>('questions', lectureIds);

export const getAnswersOfLectures = (lectureIds: readonly number[]) =>
  getPostsOfLectures<Answer>('answers', lectureIds);

export const useQuestionsOfLectures = (lectureIds: readonly number[], enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: postsOfLecturesQueryKey('questions', lectureIds),
      queryFn: () => getQuestionsOfLectures(lectureIds),
      enabled,
      placeholderData: keepPreviousData,
    }),
  );

export const useAnswersOfLectures = (lectureIds: readonly number[], enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: postsOfLecturesQueryKey('answers', lectureIds),
      queryFn: () => getAnswersOfLectures(lectureIds),
      enabled,
      placeholderData: keepPreviousData,
    }),
  );
