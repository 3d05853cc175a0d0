import type { LtiSessionResult } from '@o4f/contract';
import { api } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';
import { LTI_API } from './lti-api.ts';

/**
 * Exchanges the launch's one-time code for a session and stores it as a normal login does. With
 * `link` (a signed-in teacher confirmed it), the server links an unknown LMS instructor to the
 * account of the stored token, which the api client sends.
 */
export async function createLtiSession(handoff: string, link: boolean): Promise<LtiSessionResult> {
  const { data } = await api.post<LtiSessionResult>(`${LTI_API}/session`, { handoff, link });
  storage.setSelectedCourse(null);
  storage.setToken(data.token);
  storage.setRole(data.role === 'STUDENT' ? 'STUDENT' : 'TEACHER');
  storage.setAdmin(data.role === 'ADMIN' || (data.role !== 'STUDENT' && data.user.isAdmin));
  return data;
}
