import { Alert, Button, Stack, Typography } from '@mui/material';
import { WAITING_GROUPS } from '@o4f/contract';
import type { WaitingRoomTotals, WaitingRoomWarning } from '@o4f/contract';
import { text } from '../../../text/en.ts';
import type { TeacherWaitingRoom } from '../hooks/use-teacher-waiting-room.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { AdmitAutomaticallySwitch } from './admit-automatically-switch.tsx';
import { StatusCard } from './status-card.tsx';

const t = text.classStatus.waitingRoom;

/** The warning's sentences: counts only, never where the requests came from. */
function warningSentences(warning: WaitingRoomWarning): string {
  return [
    warning.perMinute > 0 ? t.burstWarning(warning.perMinute) : null,
    warning.refused > 0 ? t.refusedWarning(warning.refused) : null,
    t.checkBeforeAdmitting,
  ]
    .filter(Boolean)
    .join(' ');
}

/** 'Waiting: 3 New accounts, 1 Registered.'; empty when nobody waits. */
export function waitingSummary(totals: WaitingRoomTotals): string {
  const parts = WAITING_GROUPS.filter((group) => totals[group] > 0).map((group) =>
    t.groupCount(t.groups[group], totals[group]),
  );
  return parts.length > 0 ? t.waitingSummary(parts.join(', ')) : '';
}

/** Who waits to be admitted, per group, with admit and kick for each. */
export function WaitingRoomCard({
  waitingRoom,
  lecture,
}: {
  waitingRoom: TeacherWaitingRoom;
  /** Shows "Admit automatically" with its running count. */
  lecture?: { courseId: number; lectureNum: number };
}) {
  const { warning } = waitingRoom;
  return (
    <StatusCard title={t.title}>
      <Stack spacing={1}>
        {lecture && <AdmitAutomaticallySwitch waitingRoom={waitingRoom} lecture={lecture} />}
        {warning && (
          <Alert severity="warning" aria-label={t.warningLabel}>
            {warningSentences(warning)}
          </Alert>
        )}
        {WAITING_GROUPS.map((group) => {
          const name = t.groups[group];
          const count = waitingRoom.totals[group];
          return (
            <Stack
              key={group}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
            >
              <Typography
                variant="body2"
                data-group={group}
                aria-label={t.count(name, count)}
                sx={{ minWidth: 0 }}
              >
                {name}: <strong>{count}</strong>
              </Typography>
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  variant="contained"
                  color="success"
                  disabled={count === 0}
                  aria-label={t.admitGroup(name)}
                  onClick={() => waitingRoom.admit(group)}
                >
                  {t.admit}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  disabled={count === 0}
                  aria-label={t.kickGroup(name)}
                  onClick={() => waitingRoom.kick(group)}
                >
                  {t.kick}
                </Button>
              </Stack>
            </Stack>
          );
        })}
      </Stack>
    </StatusCard>
  );
}

/** New arrivals: the spec's 'Waiting Room Update!' question; Yes admits, No kicks. */
export function WaitingRoomUpdateDialog({ waitingRoom }: { waitingRoom: TeacherWaitingRoom }) {
  const { totals } = waitingRoom;
  const waiting = WAITING_GROUPS.some((group) => totals[group] > 0);
  return (
    <ConfirmDialog
      open={waitingRoom.arrivals && waiting}
      title={t.updateTitle}
      onNo={waitingRoom.kickAll}
      onYes={waitingRoom.admitAll}
      dismissible={false}
    >
      <Typography component="span" sx={{ display: 'block' }}>
        {t.updateBody}
      </Typography>
      <Typography component="span" sx={{ display: 'block', mt: 1, fontWeight: 600 }}>
        {waitingSummary(totals)}
      </Typography>
      {waitingRoom.warning && (
        <Typography
          component="span"
          role="note"
          aria-label={t.warningLabel}
          sx={{ display: 'block', mt: 1, color: 'warning.dark', fontWeight: 600 }}
        >
          {warningSentences(waitingRoom.warning)}
        </Typography>
      )}
      <Typography component="span" sx={{ display: 'block', mt: 1 }}>
        {t.updateQuestion}
      </Typography>
    </ConfirmDialog>
  );
}
