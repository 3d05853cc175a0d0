import { Button, Divider } from '@mui/material';
import type { PasskeyLoginResult } from '@o4f/contract';
import { closeSnackbar } from 'notistack';
import { useState } from 'react';
import { isApiError, toastApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { isPasskeyCancel, loginWithPasskey, passkeysSupported } from '../../../lib/passkeys.ts';
import { text } from '../../../text/en.ts';

/**
 * "Log in with a passkey" under a login form, when the browser can use passkeys: the device
 * offers the passkeys it keeps for this site, so nothing needs typing.
 */
export function PasskeyLoginButton({
  onLoggedIn,
}: {
  onLoggedIn: (result: PasskeyLoginResult) => void;
}) {
  const [supported] = useState(passkeysSupported);
  const [pending, setPending] = useState(false);
  if (!supported) return null;

  const handleClick = async () => {
    setPending(true);
    try {
      const result = await loginWithPasskey();
      // A failed attempt's error toast must not outlive the successful login.
      closeSnackbar();
      onLoggedIn(result);
    } catch (error) {
      if (isPasskeyCancel(error)) notify(text.passkeys.cancelled, 'info');
      else if (isApiError(error)) toastApiError(error);
      else notify(text.passkeys.failed, 'error');
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Divider sx={{ my: 3 }} />
      <Button variant="outlined" fullWidth loading={pending} onClick={() => void handleClick()}>
        {text.passkeys.login}
      </Button>
    </>
  );
}
