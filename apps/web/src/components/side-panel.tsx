/**
 * A panel beside the slide (teacher's presentation and remote views): a persistent drawer on one
 * side, full width on small screens, with its heading and a close button.
 */
import CloseIcon from '@mui/icons-material/Close';
import { Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

export interface SidePanelProps {
  anchor: 'left' | 'right';
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  /** The panel's width from the small breakpoint up (full width below). */
  width: number;
  children: ReactNode;
}

export function SidePanel({
  anchor,
  open,
  onClose,
  title,
  closeLabel,
  width,
  children,
}: SidePanelProps) {
  const titleId = useId();
  return (
    <Drawer
      anchor={anchor}
      variant="persistent"
      open={open}
      slotProps={{
        paper: {
          component: 'aside',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: width }, p: 2 },
        } as object,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        <IconButton aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {children}
    </Drawer>
  );
}
