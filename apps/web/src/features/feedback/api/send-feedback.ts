import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface FeedbackMessage {
  courseId: number | null;
  teacher: boolean;
  message: string;
}

export const sendFeedback = (input: FeedbackMessage) => api.post<unknown>('/feedback', input);

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
