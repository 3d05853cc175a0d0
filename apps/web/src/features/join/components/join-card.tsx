import { Link as MuiLink, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { text } from '../../../text/en.ts';

/** A join step's card under its heading (the Lecture Code, the credentials). */
export function JoinCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560, mx: 'auto', mt: { xs: 1, sm: 4 } }}
    >
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** 'I have a private ID: log in', for a visitor: the login that comes back to joining. */
export function HaveAccountLink() {
  return (
    <MuiLink
      component={Link}
      to={`${paths.registerStudent}?next=join`}
      sx={{ display: 'inline-block', mt: 2 }}
    >
      {text.join.haveAccount}
    </MuiLink>
  );
}
