import { Box, CircularProgress } from '@mui/material';
import { text } from '../text/en.ts';

export function PageLoader() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={text.common.loading} />
    </Box>
  );
}
