import { Box } from '@mui/material';
import type { Lecture } from '@o4f/contract';
import { SidePanel } from '../../../components/side-panel.tsx';
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
  return (
    <SidePanel
      anchor="right"
      open={open}
      onClose={onClose}
      title={text.presentation.classStatus}
      closeLabel={text.presentation.closeClassStatus}
      width={CLASS_STATUS_PANEL_WIDTH}
    >
      <Box>{open && <ClassStatusCards lecture={lecture} live={live} variant="side" />}</Box>
    </SidePanel>
  );
}
