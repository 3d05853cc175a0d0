import type { RiseUpResult } from '@o4f/contract';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { answerPath, type AnswerRef } from './qa-paths.ts';
import { echo, useQaMutation } from './use-qa-mutation.ts';

/** Asks for a doghouse answer to leave the doghouse (a per-user toggle). */
export const riseUpAnswer = (ref: AnswerRef): Promise<ApiResponse<RiseUpResult>> =>
  api.post<RiseUpResult>(`${answerPath(ref)}/riseUp`);

export const useRiseUpAnswer = () => useQaMutation(riseUpAnswer, echo('risen_up'));
