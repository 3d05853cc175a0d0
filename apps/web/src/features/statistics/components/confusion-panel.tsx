import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Link as MuiLink,
  Stack,
  Typography,
} from '@mui/material';
import {
  CONFUSION_MIN_REACTIONS,
  EXPRESSION_TAGS,
  isPageSlide,
  rankByConfusion,
  type ExpressionStat,
  type Question,
} from '@o4f/contract';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { reactionColour } from '../../../components/reactions/reaction-style.ts';
import { paths } from '../../../lib/paths.ts';
import { text } from '../../../text/en.ts';
import { totalsOf } from '../utils/reaction-totals.ts';

/** Ranked slides shown before "Show all". */
const FIRST_RANKS = 5;

interface ConfusionPanelProps {
  slides: readonly ExpressionStat[];
  questions: readonly Question[];
  lectureNum: number;
  linkSlides: boolean;
}

/**
 * Where the class got lost: the pages ranked by their share of I'm lost + Not Clear (the
 * contract's rule, with its minimum of reactions), each with the questions asked on it.
 */
export function ConfusionPanel({ slides, questions, lectureNum, linkSlides }: ConfusionPanelProps) {
  const [showAll, setShowAll] = useState(false);
  const ranks = useMemo(
    () =>
      rankByConfusion(
        slides
          .filter((stat) => stat.slideNumber !== null && isPageSlide(stat.slideNumber))
          .map((stat) => ({ slideNumber: stat.slideNumber ?? 0, totals: totalsOf(stat) })),
      ),
    [slides],
  );
  const questionsBySlide = useMemo(() => {
    const bySlide = new Map<number, Question[]>();
    for (const question of questions)
      bySlide.set(question.slideNumber, [...(bySlide.get(question.slideNumber) ?? []), question]);
    return bySlide;
  }, [questions]);
  // Questions asked on the slide that the viewer may not see yet (the list holds the others).
  const hiddenCount = useMemo(
    () => new Map(slides.map((stat) => [stat.slideNumber, stat.hidden.questions])),
    [slides],
  );
  const shown = showAll ? ranks : ranks.slice(0, FIRST_RANKS);
  const t = text.statistics.lost;

  return (
    <Card variant="outlined" component="section" aria-labelledby="where-lost-title">
      <CardContent>
        <Typography id="where-lost-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t.intro(CONFUSION_MIN_REACTIONS)}
        </Typography>
        {ranks.length === 0 ? (
          <Alert severity="info">{t.none(CONFUSION_MIN_REACTIONS)}</Alert>
        ) : (
          <Box
            component="ol"
            data-testid="confusion-ranking"
            sx={{ m: 0, pl: 3, display: 'grid', gap: 2 }}
          >
            {shown.map((rank) => {
              const asked = questionsBySlide.get(rank.slideNumber) ?? [];
              const name = text.statistics.slide(rank.slideNumber);
              return (
                <Box component="li" key={rank.slideNumber} data-slide={rank.slideNumber}>
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={{ xs: 0, sm: 1 }}
                    sx={{ alignItems: { sm: 'baseline' } }}
                  >
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                      {linkSlides ? (
                        <MuiLink
                          component={Link}
                          to={paths.teacher.slideStatsOf(lectureNum, rank.slideNumber)}
                          data-testid={`confusion-slide-${rank.slideNumber}-link`}
                        >
                          {name}
                        </MuiLink>
                      ) : (
                        name
                      )}
                    </Typography>
                    <Typography variant="body2">
                      {t.share(rank.share, rank.confused, rank.total)}
                    </Typography>
                  </Stack>
                  <LinearProgress
                    variant="determinate"
                    value={rank.share}
                    aria-hidden="true"
                    sx={{
                      my: 0.75,
                      height: 8,
                      borderRadius: 4,
                      maxWidth: 480,
                      '& .MuiLinearProgress-bar': {
                        bgcolor: reactionColour(EXPRESSION_TAGS.LOST),
                      },
                    }}
                  />
                  {asked.length === 0 ? (
                    <Typography variant="body2" color="text.secondary">
                      {(hiddenCount.get(rank.slideNumber) ?? 0) > 0
                        ? t.notVisibleYet(hiddenCount.get(rank.slideNumber) ?? 0)
                        : t.noQuestions}
                    </Typography>
                  ) : (
                    <>
                      <Typography variant="body2" color="text.secondary">
                        {t.questions(asked.length)}
                      </Typography>
                      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                        {asked.map((question) => (
                          <Typography
                            component="li"
                            variant="body2"
                            key={question.id}
                            sx={{ overflowWrap: 'anywhere' }}
                          >
                            {question.text}{' '}
                            <Typography component="span" variant="caption" color="text.secondary">
                              ({t.votes(question.numUpVotes, question.numDownVotes)})
                            </Typography>
                          </Typography>
                        ))}
                      </Box>
                    </>
                  )}
                </Box>
              );
            })}
          </Box>
        )}
        {ranks.length > FIRST_RANKS && (
          <Button size="small" sx={{ mt: 1 }} onClick={() => setShowAll(!showAll)}>
            {showAll ? t.showLess : t.showAll(ranks.length)}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
