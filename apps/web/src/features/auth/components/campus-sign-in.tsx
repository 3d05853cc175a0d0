import { Alert, AlertTitle, Button, Divider } from '@mui/material';
import { isSsoErrorCode } from '@o4f/contract';
import { useSearchParams } from 'react-router';
import { text } from '../../../text/en.ts';
import { SSO_START_URL, useSsoConfig } from '../api/sso-config.ts';

/**
 * The top of the teacher login: why the last campus sign-in was refused (`?sso=<reason>`), and
 * the campus button when the server has a provider. The button is a plain link: the whole page
 * goes to the provider and comes back.
 */
export function CampusSignIn() {
  const [searchParams] = useSearchParams();
  const reason = searchParams.get('sso');
  const { data } = useSsoConfig();
  return (
    <>
      {isSsoErrorCode(reason) && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <AlertTitle>{text.sso.refusedTitle}</AlertTitle>
          {text.sso.refused[reason]}
        </Alert>
      )}
      {data?.enabled && (
        <>
          <Button component="a" href={SSO_START_URL} variant="contained" fullWidth>
            {data.label ?? text.sso.button}
          </Button>
          <Divider sx={{ my: 2 }}>{text.sso.or}</Divider>
        </>
      )}
    </>
  );
}
