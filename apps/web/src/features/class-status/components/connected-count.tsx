import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import { Box, Typography } from '@mui/material';
import { text } from '../../../text/en.ts';

/**
 * How many students have joined the lecture (LIVE_USERS), small and grey in a corner of the
 * projected screen; nothing until the server has said.
 */
export function ConnectedCount({ count }: { count: number | null }) {
  if (count === null) return null;
  const t = text.classStatus.code;
  return (
    <Box
      role="status"
      aria-label={t.joinedLabel(count)}
      data-testid="joined-count"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        color: 'text.secondary',
        flexShrink: 0,
      }}
    >
      <GroupOutlinedIcon fontSize="small" aria-hidden />
      <Typography variant="body2" component="span" aria-hidden>
        {t.joinedCount(count)}
      </Typography>
    </Box>
  );
}
