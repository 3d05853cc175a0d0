import { Box, Card, CardContent, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { text } from '../../../text/en.ts';

const gridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: 2,
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

export function CourseGrid({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" aria-label={text.courses.listLabel} sx={gridSx}>
      {children}
    </Box>
  );
}

export function CourseGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Box aria-busy="true" aria-label={text.common.loading} role="status" sx={gridSx}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} variant="outlined">
          <CardContent>
            <Skeleton variant="text" width="70%" sx={{ fontSize: '1.25rem' }} />
            <Skeleton variant="text" width="45%" />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
