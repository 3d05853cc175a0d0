import type { Discussion } from '@o4f/contract';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { answerPath, type DiscussionRef } from './qa-paths.ts';
import { echo, useQaMutation } from './use-qa-mutation.ts';

/** Adds a message; only the discussion's two participants may. */
export const replyDiscussion = ({
  message,
  ...ref
}: DiscussionRef & { message: string }): Promise<ApiResponse<Discussion>> =>
  api.post<Discussion>(`${answerPath(ref)}/discussion/${ref.discussionId}`, {
    message: message.trim(),
  });

export const useReplyDiscussion = () => useQaMutation(replyDiscussion, echo('discussion_posted'));
