import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

/** The narrow card that holds a login or registration form. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 4 }, maxWidth: 480, mx: 'auto', mt: { xs: 1, sm: 4 } }}
    >
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
