import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useId } from 'react';
import { text } from '../../../text/en.ts';
import { useClassInfo } from '../api/get-class-info.ts';
import type { TeacherWaitingRoom } from '../hooks/use-teacher-waiting-room.ts';

const t = text.classStatus.waitingRoom;

interface AdmitAutomaticallySwitchProps {
  waitingRoom: Pick<TeacherWaitingRoom, 'admitAutomatically' | 'setAdmitAutomatically'>;
  lecture: { courseId: number; lectureNum: number };
  /** One line (the compact panel over the slide): no hint. */
  dense?: boolean;
}

/**
 * "Admit automatically" and, while it is on, the running count: the pseudonyms issued in this
 * lecture (the class info counter, refreshed on every admission).
 */
export function AdmitAutomaticallySwitch({
  waitingRoom,
  lecture,
  dense = false,
}: AdmitAutomaticallySwitchProps) {
  const hintId = useId();
  const info = useClassInfo(lecture.courseId, lecture.lectureNum);
  const on = waitingRoom.admitAutomatically;
  return (
    <Stack
      direction={dense ? 'row' : 'column'}
      spacing={dense ? 1.5 : 0}
      sx={{ alignItems: dense ? 'center' : 'flex-start', flexWrap: 'wrap' }}
    >
      <FormControlLabel
        label={t.admitAutomatically}
        sx={{ mr: 0 }}
        control={
          <Switch
            checked={on}
            onChange={(event) => waitingRoom.setAdmitAutomatically(event.target.checked)}
            slotProps={{ input: dense ? {} : { 'aria-describedby': hintId } }}
          />
        }
      />
      {!dense && (
        <Typography id={hintId} variant="caption" color="text.secondary">
          {t.admitAutomaticallyHint}
        </Typography>
      )}
      {on && (
        <Typography variant="body2" role="status" sx={{ fontWeight: 600 }}>
          {t.admittedCount(info.data?.attending ?? 0)}
        </Typography>
      )}
    </Stack>
  );
}
