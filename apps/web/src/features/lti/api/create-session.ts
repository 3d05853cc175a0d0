import type { LtiSessionResult } from '@o4f/contract';
import { api } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';
import { LTI_API } from './lti-api.ts';

/**
 * Exchanges the launch's one-time code for a session and stores it as a normal login does. The
 * stored token of a signed-in teacher goes along (the api client sends it), so the server can link
 * an unknown LMS instructor to that account.
 */
export async function createLtiSession(handoff: string): Promise<LtiSessionResult> {
  const { data } = await api.post<LtiSessionResult>(`${LTI_API}/session`, { handoff });
  storage.setSelectedCourse(null);
  storage.setToken(data.token);
  storage.setRole(data.role === 'STUDENT' ? 'STUDENT' : 'TEACHER');
  storage.setAdmin(data.role === 'ADMIN' || (data.role !== 'STUDENT' && data.user.isAdmin));
  return data;
}
