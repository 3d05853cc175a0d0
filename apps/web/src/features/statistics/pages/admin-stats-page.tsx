/** /teacher/admin-stats (admin teachers): every lecture with its creator and counts. */
import { Alert, Box, Card, CardContent, Divider, Skeleton, Stack, Typography } from '@mui/material';
import type { AdminStatisticsEntry } from '@o4f/contract';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { text } from '../../../text/en.ts';
import { useAdminStatistics } from '../api/get-admin-statistics.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

const t = text.statistics.admin;

/** The spec's fixed height of the scrolling list. */
export const ADMIN_LIST_HEIGHT = 620;

const COUNT_FIELDS = [
  'pseudonymCreated',
  'newUsers',
  'questions',
  'answers',
  'discussions',
] as const satisfies readonly (keyof AdminStatisticsEntry)[];

function Pairs({ label, rows }: { label: string; rows: [string, string | number][] }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
          columnGap: 1.5,
          rowGap: 0.25,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        {rows.map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {name}
            </Typography>
            <Typography component="dd" variant="body2">
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function AdminStatsCard({ entry }: { entry: AdminStatisticsEntry }) {
  const { lecture, course, creator } = entry;
  const titleId = `admin-stat-${lecture.id}`;
  return (
    <Card
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="admin-stat-card"
      sx={{ flexShrink: 0 }}
    >
      <CardContent>
        <Typography
          id={titleId}
          variant="h6"
          component="h2"
          sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}
        >
          {t.lecture(lecture.lectureNum, lecture.name)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {formatDate(lecture.startTime, 'dateTime')}
        </Typography>
        <Stack spacing={1.5} divider={<Divider flexItem />}>
          <Pairs
            label={t.course}
            rows={[
              [t.courseName, course.name],
              [t.shortName, course.shortName || text.statistics.missing],
            ]}
          />
          <Pairs
            label={t.creator}
            rows={[
              [t.username, creator.username],
              [t.firstName, creator.firstName ?? text.statistics.missing],
              [t.email, creator.email],
              [t.university, creator.university ?? text.statistics.missing],
              [t.created, formatDate(creator.createdAt, 'date')],
            ]}
          />
          <Pairs
            label={t.counts}
            rows={COUNT_FIELDS.map((field) => [
              t.fields[field],
              field === 'questions' || field === 'answers' || field === 'discussions'
                ? text.statistics.notVisible.count(entry[field], entry.hidden[field])
                : entry[field],
            ])}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function AdminStatsPage() {
  usePageTitle(t.title);
  const entries = useAdminStatistics();
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto', minWidth: 0 }}>
      <Typography variant="h4" component="h1">
        {t.title}
      </Typography>
      {entries.isPending && (
        <Stack spacing={2} role="status" aria-label={text.common.loading}>
          {[0, 1].map((index) => (
            <Skeleton key={index} variant="rounded" height={240} />
          ))}
        </Stack>
      )}
      {entries.isError && (
        <LoadFailed message={t.loadFailed} onRetry={() => void entries.refetch()} />
      )}
      {entries.isSuccess && entries.data.length === 0 && <Alert severity="info">{t.empty}</Alert>}
      {entries.isSuccess && entries.data.length > 0 && (
        <Box
          component="ul"
          aria-label={t.listLabel}
          // A scrolling list must be reachable by keyboard to be scrolled.
          tabIndex={0}
          data-testid="admin-stats-list"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 1,
            height: ADMIN_LIST_HEIGHT,
            overflowY: 'auto',
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {entries.data.map((entry) => (
            <AdminStatsCard key={entry.lecture.id} entry={entry} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
