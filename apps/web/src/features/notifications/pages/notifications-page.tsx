/**
 * The notifications page: one tab per group with its unread count, the group's items (only
 * those naming a lecture and a question), mark-all-read on the current tab, and an item click
 * that opens the question and marks the item read a second later.
 */
import { Box, Button, List, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { Notification } from '@o4f/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { paths } from '../../../lib/paths.ts';
import { useStoredSession } from '../../../lib/session.ts';
import { storage, type StoredRole } from '../../../lib/storage.ts';
import { text } from '../../../text/en.ts';
import { acknowledgeLater, useAcknowledgeEvents } from '../api/acknowledge-notifications.ts';
import {
  useLatestNotifications,
  useUnacknowledgedNotifications,
} from '../api/get-notifications.ts';
import { NotificationItem } from '../components/notification-item.tsx';
import {
  countUnread,
  inGroup,
  isListable,
  notificationGroups,
  tabFromParam,
  type ListableNotification,
} from '../utils/groups.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

/** The latest notifications plus any older unread ones, newest first, each once. */
function mergeNotifications(
  latest: Notification[],
  unread: Notification[],
): ListableNotification[] {
  const byId = new Map<number, Notification>();
  for (const notification of [...unread, ...latest]) byId.set(notification.id, notification);
  return [...byId.values()]
    .filter(isListable)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

export default function NotificationsPage({ role }: { role: StoredRole }) {
  usePageTitle(text.notifications.title);
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useStoredSession();
  const latest = useLatestNotifications();
  const unread = useUnacknowledgedNotifications();
  const markAll = useAcknowledgeEvents();

  const groups = notificationGroups(role);
  const tab = tabFromParam(searchParams.get('tab'), groups.length);
  const group = groups[tab] ?? groups[0]!;
  const counts = countUnread(unread.data ?? []);
  const items = mergeNotifications(latest.data ?? [], unread.data ?? []).filter((item) =>
    inGroup(item, group),
  );

  const handleTabChange = (_event: unknown, next: number) =>
    setSearchParams({ tab: String(next) }, { replace: true });

  const handleOpen = (notification: ListableNotification) => {
    const { course, lecture, question } = notification.details;
    // The question page belongs to the notification's course: select it first.
    if (course && session.selectedCourse?.id !== course.id)
      storage.setSelectedCourse({
        id: course.id,
        name: course.name,
        shortName: course.shortName ?? '',
      });
    storage.setSelectedLecture({
      id: lecture.id,
      lectureNum: lecture.lectureNum,
      name: lecture.name,
      courseId: course?.id,
    });
    if (!notification.acknowledged) acknowledgeLater(queryClient, notification.id);
    void navigate(paths.lecture.question(lecture.lectureNum, question.id));
  };

  const tabWidth = role === 'STUDENT' ? '20%' : '33.33%';

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}
      >
        <Typography variant="h5" component="h1">
          {text.notifications.title}
        </Typography>
        <Button
          variant="outlined"
          disabled={counts[group.key] === 0 || markAll.isPending}
          onClick={() => markAll.mutate(group.events)}
        >
          {text.notifications.markAllRead}
        </Button>
      </Stack>
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={handleTabChange}
          aria-label={text.notifications.tabsLabel}
          variant="scrollable"
          scrollButtons="auto"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {groups.map((candidate, index) => (
            <Tab
              key={candidate.key}
              value={index}
              label={text.notifications.withCount(candidate.label, counts[candidate.key])}
              sx={{ width: { md: tabWidth }, maxWidth: 'none', minWidth: { xs: 110, md: 0 } }}
            />
          ))}
        </Tabs>
        {latest.isPending && unread.isPending ? (
          <PageLoader />
        ) : items.length === 0 ? (
          <Typography sx={{ p: 3 }} color="text.secondary">
            {text.notifications.empty}
          </Typography>
        ) : (
          <List disablePadding aria-label={text.notifications.listLabel(group.label)}>
            {items.map((item) => (
              <NotificationItem key={item.id} notification={item} onOpen={handleOpen} />
            ))}
          </List>
        )}
      </Paper>
    </Box>
  );
}
