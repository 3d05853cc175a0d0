import type { RiseUpResult } from '@o4f/contract';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { questionPath, type QuestionRef } from './qa-paths.ts';
import { echo, useQaMutation } from './use-qa-mutation.ts';

/** Asks for a doghouse question to leave the doghouse (a per-user toggle). */
export const riseUpQuestion = (ref: QuestionRef): Promise<ApiResponse<RiseUpResult>> =>
  api.post<RiseUpResult>(`${questionPath(ref)}/riseUp`);

export const useRiseUpQuestion = () => useQaMutation(riseUpQuestion, echo('risen_up'));
