import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import type { ExpressionStat } from '@o4f/contract';
import { useState } from 'react';
import { paths } from '../../../lib/paths.ts';
import { text } from '../../../text/en.ts';
import { StatCard } from './stat-card.tsx';
import { mirrorInRtl } from '../../../components/mirror-in-rtl.ts';

/** The spec's page size for the per-slide cards. */
export const SLIDES_PER_PAGE = 12;

interface SlideCardGridProps {
  slides: readonly ExpressionStat[];
  lectureNum: number;
  /** Teachers' cards link to the slide's timeline. */
  linkSlides: boolean;
}

/** 'Lecture statistics per slide': 12 cards a page, with < and > when there are more. */
export function SlideCardGrid({ slides, lectureNum, linkSlides }: SlideCardGridProps) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(slides.length / SLIDES_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const shown = slides.slice(current * SLIDES_PER_PAGE, (current + 1) * SLIDES_PER_PAGE);

  return (
    <Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
        }}
      >
        {shown.map((stat) => {
          const slide = stat.slideNumber ?? 0;
          return (
            <Box component="li" key={slide}>
              <StatCard
                title={text.statistics.slide(slide)}
                stat={stat}
                compact
                to={linkSlides ? paths.teacher.slideStatsOf(lectureNum, slide) : undefined}
                testId={`slide-stat-${slide}`}
              />
            </Box>
          );
        })}
      </Box>
      {pages > 1 && (
        <Stack
          component="nav"
          aria-label={text.statistics.slidePaging}
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'center', alignItems: 'center', mt: 2 }}
        >
          <IconButton
            aria-label={text.statistics.previousPage}
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            <ChevronLeftIcon sx={mirrorInRtl} />
          </IconButton>
          <Typography aria-live="polite">{text.statistics.pageOf(current + 1, pages)}</Typography>
          <IconButton
            aria-label={text.statistics.nextPage}
            disabled={current === pages - 1}
            onClick={() => setPage(current + 1)}
          >
            <ChevronRightIcon sx={mirrorInRtl} />
          </IconButton>
        </Stack>
      )}
    </Box>
  );
}
