import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { text } from '../../../text/en.ts';
import type { TeacherWaitingRoom } from '../hooks/use-teacher-waiting-room.ts';
import { AdmitAutomaticallySwitch } from './admit-automatically-switch.tsx';
import { waitingSummary } from './waiting-room-card.tsx';

const t = text.classStatus.waitingRoom;

interface WaitingRoomPanelProps {
  waitingRoom: TeacherWaitingRoom;
  lecture: { courseId: number; lectureNum: number };
}

/**
 * The 'Waiting Room Update!' question of the presentation and remote views: a compact strip in
 * the page's flow above the slide, never a dialog over it, and only while someone waits to be
 * let in. While arrivals are admitted automatically nobody is asked, so it takes no space at all
 * (the setting and the running count are in the Class status panel).
 */
export function WaitingRoomPanel({ waitingRoom, lecture }: WaitingRoomPanelProps) {
  const titleId = useId();
  const { totals, arrivals, admitAutomatically } = waitingRoom;
  const summary = waitingSummary(totals);
  if (admitAutomatically || !(arrivals && summary)) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      data-testid="waiting-room-panel"
      sx={{ px: 1.5, py: 0.75, mt: 1, borderColor: 'warning.main', borderWidth: 2 }}
    >
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
      >
        <Typography id={titleId} variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
          {t.updateTitle}
        </Typography>
        {summary && (
          <>
            <Typography variant="body2">{summary}</Typography>
            {waitingRoom.warning && (
              <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 600 }}>
                {t.checkBeforeAdmitting}
              </Typography>
            )}
            <Typography variant="body2">{t.updateQuestion}</Typography>
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={waitingRoom.kickAll}>
                {text.common.no}
              </Button>
              <Button size="small" variant="contained" onClick={waitingRoom.admitAll}>
                {text.common.yes}
              </Button>
            </Stack>
          </>
        )}
        <Box sx={{ ml: 'auto' }}>
          <AdmitAutomaticallySwitch waitingRoom={waitingRoom} lecture={lecture} dense />
        </Box>
      </Stack>
    </Paper>
  );
}
