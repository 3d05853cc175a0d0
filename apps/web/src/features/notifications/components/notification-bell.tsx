/**
 * The header's bell: unread counts per notification group, each entry opening the notifications
 * page on its tab (0 to 4). Live notifications and acknowledgements refresh the counts.
 */
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { StoredRole } from '../../../lib/storage.ts';
import { text } from '../../../text/en.ts';
import { useUnacknowledgedNotifications } from '../api/get-notifications.ts';
import { useNotificationUpdates } from '../hooks/use-notification-updates.ts';
import { countUnread, notificationGroups } from '../utils/groups.ts';

export function NotificationBell({ role }: { role: StoredRole }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  useNotificationUpdates();
  const { data = [] } = useUnacknowledgedNotifications();

  const counts = countUnread(data);
  const groups = notificationGroups(role);
  const total = groups.reduce((sum, group) => sum + counts[group.key], 0);
  const base = role === 'TEACHER' ? paths.teacher.notifications : paths.student.notifications;

  const handleOpenGroup = (tab: number) => {
    setAnchor(null);
    void navigate(`${base}?tab=${tab}`);
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={text.notifications.bellLabel(total)}
        aria-haspopup="menu"
        aria-controls={anchor ? 'notification-bell-menu' : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* No badge text at 0: the name already says it, and hidden text would not match it. */}
        <Badge badgeContent={total > 0 ? total : undefined} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu
        id="notification-bell-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': text.notifications.bellMenu } }}
      >
        {groups.map((group, tab) => (
          <MenuItem key={group.key} onClick={() => handleOpenGroup(tab)}>
            <ListItemText>
              {text.notifications.withCount(group.label, counts[group.key])}
            </ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
