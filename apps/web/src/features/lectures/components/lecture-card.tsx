import MoreVertIcon from '@mui/icons-material/MoreVert';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardActions,
  CardContent,
  Chip,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import type { Lecture, LectureTiming } from '@o4f/contract';
import type { MouseEvent } from 'react';
import { visuallyHiddenSx } from '../../../components/visually-hidden.ts';
import { formatDate } from '../../../lib/dates.ts';
import { text } from '../../../text/en.ts';

const CHIP_COLOR = { live: 'success', future: 'info', past: 'default' } as const;

interface LectureCardProps {
  lecture: Lecture;
  timing: LectureTiming;
  onOpen: (lecture: Lecture) => void;
  /** Teachers: opens the card's menu (statistics, my questions, my answers, edit). */
  onOpenMenu?: (lecture: Lecture, anchor: HTMLElement) => void;
  /** Students: shown when the lecture has a video link. */
  onOpenVideo?: (lecture: Lecture) => void;
}

export function LectureCard({
  lecture,
  timing,
  onOpen,
  onOpenMenu,
  onOpenVideo,
}: LectureCardProps) {
  const isFuture = timing === 'future';

  return (
    <Card
      component="li"
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderColor: timing === 'live' ? 'success.main' : undefined,
        borderWidth: timing === 'live' ? 2 : 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', flex: 1 }}>
        {/* Future lectures cannot be opened yet: the card stays visible but inert. The action is
            named by what the card shows (WCAG 2.5.3 label in name), what it does said first. */}
        <CardActionArea
          onClick={() => onOpen(lecture)}
          disabled={isFuture}
          aria-disabled={isFuture}
          sx={{
            flex: 1,
            alignSelf: 'stretch',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'stretch',
            justifyContent: 'flex-start',
          }}
        >
          <CardContent>
            <Box component="span" sx={visuallyHiddenSx}>
              {text.lectures.openPrefix}
            </Box>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
            >
              <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                {text.lectures.number(lecture.lectureNum)}
              </Typography>
              <Chip
                size="small"
                label={text.lectures.timing[timing]}
                color={CHIP_COLOR[timing]}
                variant={timing === 'past' ? 'outlined' : 'filled'}
              />
            </Stack>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {lecture.name}
            </Typography>
            <Box sx={{ color: 'text.secondary', mt: 0.5 }}>
              <Typography variant="body2">{formatDate(lecture.startTime, 'date')}</Typography>
              <Typography variant="body2">
                {formatDate(lecture.startTime, 'time12')} – {formatDate(lecture.endTime, 'time12')}
              </Typography>
            </Box>
          </CardContent>
        </CardActionArea>
        {onOpenMenu && (
          <IconButton
            aria-label={text.lectures.actions(lecture.lectureNum)}
            aria-haspopup="menu"
            onClick={(event: MouseEvent<HTMLElement>) => onOpenMenu(lecture, event.currentTarget)}
            sx={{ m: 0.5 }}
          >
            <MoreVertIcon />
          </IconButton>
        )}
      </Box>
      {onOpenVideo && lecture.urlYoutube && (
        <CardActions sx={{ borderTop: 1, borderColor: 'divider' }}>
          <Button
            size="small"
            startIcon={<OndemandVideoIcon />}
            aria-label={text.lectures.videoOf(lecture.lectureNum)}
            onClick={() => onOpenVideo(lecture)}
          >
            {text.lectures.video}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
