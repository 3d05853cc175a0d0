import type { Discussion } from '@o4f/contract';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { answerPath, type AnswerRef } from './qa-paths.ts';
import { echo, useQaMutation } from './use-qa-mutation.ts';

/** Opens a discussion between the answer's poster and the caller, with its first message. */
export const startDiscussion = ({
  message,
  ...ref
}: AnswerRef & { message: string }): Promise<ApiResponse<Discussion>> =>
  api.post<Discussion>(`${answerPath(ref)}/discussion`, { message: message.trim() });

export const useStartDiscussion = () => useQaMutation(startDiscussion, echo('discussion_posted'));
