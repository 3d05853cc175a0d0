import TimelineIcon from '@mui/icons-material/Timeline';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { totalOf, type ExpressionStat } from '@o4f/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { text } from '../../../text/en.ts';
import { hiddenTotal, totalsOf } from '../utils/reaction-totals.ts';
import { ReactionCounts } from './reaction-counts.tsx';

interface StatCardProps {
  title: string;
  stat: ExpressionStat;
  /** Heading level of the title inside the page. */
  headingLevel?: 'h2' | 'h3';
  compact?: boolean;
  /** Teachers: the slide's timeline. Students get no link. */
  to?: string;
  testId?: string;
}

/** One statistic (the whole lecture, a slide, the video): reactions and the posts it drew. */
export function StatCard({
  title,
  stat,
  headingLevel = 'h3',
  compact = false,
  to,
  testId,
}: StatCardProps) {
  const total = totalOf(totalsOf(stat));
  const titleId = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-testid={testId}
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Stack spacing={0.5} sx={{ mb: 1.5 }}>
          <Typography
            variant={headingLevel === 'h2' ? 'h6' : 'subtitle1'}
            component={headingLevel}
            id={titleId}
            sx={{ fontWeight: 700 }}
          >
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text.statistics.reactionTotal(total)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {text.statistics.posts(stat.numQuestions, stat.numAnswers, stat.numDiscussions)}
          </Typography>
          {hiddenTotal(stat.hidden) > 0 && (
            <Typography
              variant="caption"
              color="text.secondary"
              title={text.statistics.notVisible.why}
              data-testid={testId ? `${testId}-hidden` : undefined}
            >
              {text.statistics.notVisible.posts(stat.hidden)}
            </Typography>
          )}
        </Stack>
        <ReactionCounts stat={stat} label={title} compact={compact} />
        {to && (
          <Button
            component={Link}
            to={to}
            size="small"
            startIcon={<TimelineIcon />}
            aria-label={text.statistics.openTimelineOf(title)}
            data-testid={testId ? `${testId}-link` : undefined}
            sx={{ mt: 1 }}
          >
            {text.statistics.openTimeline}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
