import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { text } from '../../../text/en.ts';
import { useClassInfo, type ClassInfo } from '../api/get-class-info.ts';
import { useResetAccounts, type ResetGroup } from '../api/reset-accounts.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { StatusCard } from './status-card.tsx';

const t = text.classStatus.info;

const COUNTERS: { key: keyof ClassInfo; label: string }[] = [
  { key: 'attending', label: t.attending },
  { key: 'new_accounts_lec', label: t.newAccountsLecture },
  { key: 'new_accounts_course', label: t.newAccountsCourse },
  { key: 'accounts_course', label: t.accountsCourse },
];

const RESETS: { group: ResetGroup; label: string }[] = [
  { group: 'reg', label: t.resetReg },
  { group: 'noreg', label: t.resetNoReg },
  { group: 'new', label: t.resetNew },
];

interface ClassInfoCardProps {
  courseId: number;
  lectureNum: number;
}

/** Four read-only counters and the RESET actions for when they do not match the room. */
export function ClassInfoCard({ courseId, lectureNum }: ClassInfoCardProps) {
  const { enqueueSnackbar } = useSnackbar();
  const info = useClassInfo(courseId, lectureNum);
  const reset = useResetAccounts();
  const [confirming, setConfirming] = useState<ResetGroup | null>(null);

  const handleReset = () => {
    if (!confirming) return;
    reset.mutate(
      { courseId, lectureNum, group: confirming },
      {
        onSuccess: (response) =>
          enqueueSnackbar(response.message || t.resetDone, { variant: 'success' }),
        onSettled: () => setConfirming(null),
      },
    );
  };

  return (
    <StatusCard title={t.title}>
      <Box component="dl" sx={{ m: 0 }}>
        {COUNTERS.map(({ key, label }) => (
          <Stack
            key={key}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between', py: 0.25 }}
          >
            {/* dt and dd are direct children of the row (a dl group may only hold those). */}
            <Typography
              component="dt"
              variant="body2"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
            >
              {label}
              <Tooltip title={t.tooltip}>
                <IconButton size="small" aria-label={t.aboutCounter(label)}>
                  <InfoOutlinedIcon fontSize="inherit" />
                </IconButton>
              </Tooltip>
            </Typography>
            <Typography
              component="dd"
              variant="h6"
              sx={{ m: 0, fontWeight: 700 }}
              aria-label={label}
            >
              {info.data ? info.data[key] : '–'}
            </Typography>
          </Stack>
        ))}
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {RESETS.map(({ group, label }) => (
          <Button
            key={group}
            size="small"
            // The warning orange fails the text contrast on white; the resets delete, so red.
            color="error"
            variant="outlined"
            startIcon={<RestartAltIcon />}
            onClick={() => setConfirming(group)}
          >
            {label}
          </Button>
        ))}
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t.confirmReset[confirming] : ''}
        onNo={() => setConfirming(null)}
        onYes={handleReset}
        loading={reset.isPending}
      />
    </StatusCard>
  );
}
