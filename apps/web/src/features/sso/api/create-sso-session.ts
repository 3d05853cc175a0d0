import type { TeacherLoginResult } from '@o4f/contract';
import { api } from '../../../lib/api-client.ts';
import { storeTeacherSession } from '../../../lib/teacher-session.ts';

/** POST /v1/sso/session: trades the one-time hand-off code for a session, stored as a login. */
export async function createSsoSession(handoff: string): Promise<TeacherLoginResult> {
  const { data } = await api.post<TeacherLoginResult>('/v1/sso/session', { handoff });
  storeTeacherSession(data);
  return data;
}
