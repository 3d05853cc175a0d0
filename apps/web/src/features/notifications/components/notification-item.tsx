import { Box, Chip, ListItem, ListItemButton, Stack, Typography } from '@mui/material';
import { formatDate } from '../../../lib/dates.ts';
import { text } from '../../../text/en.ts';
import type { ListableNotification } from '../utils/groups.ts';

/** The text an item shows: the answer for answer events, else the question. */
export const notificationText = ({ details }: ListableNotification): string =>
  details.answer?.text ?? details.question.text;

export function notificationSource({ details }: ListableNotification): string {
  const course = details.course ? details.course.shortName || details.course.name : '';
  return text.notifications.source(course, details.lecture.name, details.pseudonym ?? '');
}

export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: ListableNotification;
  onOpen: (notification: ListableNotification) => void;
}) {
  const unread = !notification.acknowledged;
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        onClick={() => onOpen(notification)}
        data-unread={unread || undefined}
        sx={{
          alignItems: 'flex-start',
          bgcolor: unread ? 'action.selected' : undefined,
          borderLeft: 4,
          borderColor: unread ? 'primary.main' : 'transparent',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }} noWrap>
              {notificationSource(notification)}
            </Typography>
            {unread && <Chip size="small" color="primary" label={text.notifications.unread} />}
          </Stack>
          <Typography
            sx={{
              fontWeight: unread ? 700 : 400,
              overflowWrap: 'anywhere',
              whiteSpace: 'pre-line',
            }}
          >
            {notificationText(notification)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {`${text.notifications.events[notification.event]} · ${formatDate(
              notification.createdAt,
              'dateTime',
            )}`}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
