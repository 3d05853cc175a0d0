import type { VoteResult } from '@o4f/contract';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { answerPath, type AnswerRef } from './qa-paths.ts';
import { echo, useQaMutation } from './use-qa-mutation.ts';
import type { VoteValue } from './vote-question.ts';

export const voteAnswer = ({
  value,
  ...ref
}: AnswerRef & { value: VoteValue }): Promise<ApiResponse<VoteResult>> =>
  api.post<VoteResult>(`${answerPath(ref)}/vote/${value}`);

export const useVoteAnswer = () => useQaMutation(voteAnswer, echo('voted'));
