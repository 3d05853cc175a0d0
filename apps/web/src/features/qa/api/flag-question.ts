import type { FlagResult } from '@o4f/contract';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { questionPath, type QuestionRef } from './qa-paths.ts';
import { echo, useQaMutation } from './use-qa-mutation.ts';

/** A per-user toggle: a second call removes the flag. */
export const flagQuestion = (ref: QuestionRef): Promise<ApiResponse<FlagResult>> =>
  api.post<FlagResult>(`${questionPath(ref)}/flag`);

export const useFlagQuestion = () => useQaMutation(flagQuestion, echo('flagged'));
