import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { usePageTitle } from '../hooks/use-page-title.ts';

interface FormPageProps {
  title: string;
  maxWidth: number;
  children: ReactNode;
}

/** The frame of a create/edit page: its heading over the form's card. */
export function FormPage({ title, maxWidth, children }: FormPageProps) {
  usePageTitle(title);
  return (
    <Stack spacing={3} sx={{ maxWidth }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {children}
      </Paper>
    </Stack>
  );
}
