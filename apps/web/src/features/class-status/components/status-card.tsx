import { Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** One card of the class status: a titled region. */
export function StatusCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
