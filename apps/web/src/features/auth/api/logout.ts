import { api } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';

/** Ends the session on the server, then locally whatever the server said. */
export async function logout(): Promise<void> {
  try {
    if (storage.getToken()) await api.post('/user/logout');
  } catch (error) {
    console.error(error);
  } finally {
    storage.clearSession();
  }
}
