import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Stack, Typography } from '@mui/material';
import type { Lecture } from '@o4f/contract';
import { useId } from 'react';
import { text } from '../../../text/en.ts';
import type { LiveConnections } from '../hooks/use-live-connections.ts';
import { ClassStatusCards } from './class-status-cards.tsx';

export const CLASS_STATUS_PANEL_WIDTH = 360;

interface ClassStatusPanelProps {
  open: boolean;
  onClose: () => void;
  lecture: Lecture;
  live: LiveConnections;
}

/** The class status beside the slide (presentation and remote views). */
export function ClassStatusPanel({ open, onClose, lecture, live }: ClassStatusPanelProps) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      variant="persistent"
      open={open}
      slotProps={{
        paper: {
          component: 'aside',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: CLASS_STATUS_PANEL_WIDTH }, p: 2 },
        } as object,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {text.presentation.classStatus}
        </Typography>
        <IconButton aria-label={text.presentation.closeClassStatus} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box>{open && <ClassStatusCards lecture={lecture} live={live} variant="side" />}</Box>
    </Drawer>
  );
}
