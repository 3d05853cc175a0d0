import type { VoteResult } from '@o4f/contract';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { questionPath, type QuestionRef } from './qa-paths.ts';
import { echo, useQaMutation } from './use-qa-mutation.ts';

export type VoteValue = 1 | -1;

export const voteQuestion = ({
  value,
  ...ref
}: QuestionRef & { value: VoteValue }): Promise<ApiResponse<VoteResult>> =>
  api.post<VoteResult>(`${questionPath(ref)}/vote/${value}`);

export const useVoteQuestion = () => useQaMutation(voteQuestion, echo('voted'));
