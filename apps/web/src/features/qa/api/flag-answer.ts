import type { FlagResult } from '@o4f/contract';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { answerPath, type AnswerRef } from './qa-paths.ts';
import { echo, useQaMutation } from './use-qa-mutation.ts';

/** A per-user toggle: a second call removes the flag. */
export const flagAnswer = (ref: AnswerRef): Promise<ApiResponse<FlagResult>> =>
  api.post<FlagResult>(`${answerPath(ref)}/flag`);

export const useFlagAnswer = () => useQaMutation(flagAnswer, echo('flagged'));
