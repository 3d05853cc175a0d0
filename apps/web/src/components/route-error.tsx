import { Box, Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { text } from '../text/en.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';

/** Last resort for a page that throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  usePageTitle(text.errors.pageCrashed);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Box role="alert" sx={{ p: 6, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {text.errors.pageCrashed}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {text.errors.reload}
      </Button>
    </Box>
  );
}
