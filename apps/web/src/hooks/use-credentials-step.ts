/**
 * The new student's credentials step, the same in the lean student entry and the full app: the
 * Private ID and password issued at admission, the PNG download, and joining the class.
 */
import { useState } from 'react';
import { downloadCredentialsImage } from '../lib/join/credentials-image.ts';
import { isSafariLike } from '../lib/join/device.ts';
import { clearIssuedCredentials, readIssuedCredentials } from '../lib/join/issued-credentials.ts';
import { JOINED_STATE, paths } from '../lib/paths.ts';
import type { JoinNavigate } from './use-waiting-room-page.ts';

export function useCredentialsStep(navigate: JoinNavigate) {
  const [credentials] = useState(readIssuedCredentials);
  const [downloaded, setDownloaded] = useState(false);
  const [mustDownloadFirst] = useState(() => isSafariLike(navigator.userAgent));

  const download = async () => {
    if (!credentials) return;
    try {
      await downloadCredentialsImage(credentials);
      setDownloaded(true);
    } catch (error) {
      console.error('Credentials image failed', error);
    }
  };

  /** Forgets the credentials (they were shown once) and opens the live lecture. */
  const join = () => {
    if (!credentials) return;
    clearIssuedCredentials();
    void navigate(paths.lecture.liveFeedback(credentials.lectureNum), {
      replace: true,
      state: JOINED_STATE,
    });
  };

  return { credentials, downloaded, mustDownloadFirst, download, join };
}
