import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import { text } from '../text/en.ts';
import { ThemeSelect } from './theme-select.tsx';
import { LanguageSelect } from './language-select.tsx';

export function Footer() {
  return (
    <Box component="footer" sx={{ py: 2, px: 2, borderTop: 1, borderColor: 'divider', mt: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 2 }}
        sx={{ alignItems: 'center', justifyContent: 'center' }}
      >
        <Typography variant="body2" color="text.secondary">
          {text.footer.copyright(new Date().getFullYear())}
        </Typography>
        <MuiLink component={Link} to={paths.privacyPolicy} variant="body2">
          {text.footer.privacyPolicy}
        </MuiLink>
        <MuiLink component={Link} to={paths.termsAndConditions} variant="body2">
          {text.footer.terms}
        </MuiLink>
        <Typography variant="body2" component="div">
          <ThemeSelect />
        </Typography>
        <Typography variant="body2" component="div">
          <LanguageSelect />
        </Typography>
      </Stack>
    </Box>
  );
}
