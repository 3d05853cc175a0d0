import { Box, Card, CardContent, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { text } from '../../../text/en.ts';

const gridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  gap: 2,
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

export function LectureGrid({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" aria-label={text.lectures.listLabel} sx={gridSx}>
      {children}
    </Box>
  );
}

export function LectureGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Box aria-busy="true" aria-label={text.common.loading} role="status" sx={gridSx}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} variant="outlined">
          <CardContent>
            <Skeleton variant="text" width="30%" />
            <Skeleton variant="text" width="75%" sx={{ fontSize: '1.25rem' }} />
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="text" width="50%" />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
