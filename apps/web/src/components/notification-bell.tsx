import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../lib/paths.ts';
import type { StoredRole } from '../lib/storage.ts';
import { text } from '../text/en.ts';

export interface NotificationCounts {
  questions: number;
  answers: number;
  discussions: number;
  flaggedQ: number;
  flaggedA: number;
}

const EMPTY_COUNTS: NotificationCounts = {
  questions: 0,
  answers: 0,
  discussions: 0,
  flaggedQ: 0,
  flaggedA: 0,
};

/**
 * The header's bell: one entry per notification group, each opening the notifications page on
 * its tab (0 to 4). Counts are filled by the notifications feature; until then they are zero.
 */
export function NotificationBell({
  role,
  counts = EMPTY_COUNTS,
}: {
  role: StoredRole;
  counts?: NotificationCounts;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const groups: { key: keyof NotificationCounts; label: string }[] = [
    { key: 'questions', label: text.notifications.questions },
    { key: 'answers', label: text.notifications.answers },
    { key: 'discussions', label: text.notifications.discussions },
    ...(role === 'STUDENT'
      ? [
          { key: 'flaggedQ' as const, label: text.notifications.flaggedQ },
          { key: 'flaggedA' as const, label: text.notifications.flaggedA },
        ]
      : []),
  ];
  const total = groups.reduce((sum, group) => sum + counts[group.key], 0);
  const base = role === 'TEACHER' ? paths.teacher.notifications : paths.student.notifications;

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={text.notifications.bell}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={total} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {groups.map((group, tab) => (
          <MenuItem
            key={group.key}
            onClick={() => {
              setAnchor(null);
              void navigate(`${base}?tab=${tab}`);
            }}
          >
            <ListItemText>{`${group.label} (${counts[group.key]})`}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
