import {
  Card,
  CardContent,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import type { HiddenPosts, Lecture, LectureStatistics } from '@o4f/contract';
import { visuallyHiddenSx } from '../../../components/visually-hidden.ts';
import { formatDate } from '../../../lib/dates.ts';
import { text } from '../../../text/en.ts';

/** The 11 Lecture statistics fields, in the spec's order. */
export const LECTURE_STATISTICS_FIELDS = [
  'pseudonymCreated',
  'newUsers',
  'questions',
  'questionsLikedStudents',
  'questionsLikedTeacher',
  'studentsNeverPostQ',
  'answers',
  'answerLikedStudents',
  'answerLikedTeacher',
  'studentsNeverPostA',
  'discussions',
] as const satisfies readonly (keyof LectureStatistics)[];

/** The fields with posts the viewer may not see; their rows say how many more there are. */
const HIDDEN_OF = {
  questions: 'questions',
  answers: 'answers',
  discussions: 'discussions',
} as const satisfies Partial<Record<(typeof LECTURE_STATISTICS_FIELDS)[number], keyof HiddenPosts>>;

const countOf = (
  statistics: LectureStatistics,
  field: (typeof LECTURE_STATISTICS_FIELDS)[number],
): string | number => {
  const kind = field in HIDDEN_OF ? HIDDEN_OF[field as keyof typeof HIDDEN_OF] : undefined;
  return kind
    ? text.statistics.notVisible.count(statistics[field], statistics.hidden[kind])
    : statistics[field];
};

interface LectureInfoTableProps {
  lecture: Lecture;
  statistics: LectureStatistics | undefined;
  loading: boolean;
}

/** The lecture info table: name, date, time, state, then the lecture's 11 counters. */
export function LectureInfoTable({ lecture, statistics, loading }: LectureInfoTableProps) {
  const t = text.statistics.info;
  const rows: [string, string | number][] = [
    [t.name, lecture.name],
    [t.date, formatDate(lecture.startTime, 'date')],
    [
      t.time,
      t.timeRange(formatDate(lecture.startTime, 'time12'), formatDate(lecture.endTime, 'time12')),
    ],
    [t.state, t.states[lecture.state]],
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="lecture-info-title">
      <CardContent>
        <Typography
          id="lecture-info-title"
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700, mb: 1 }}
        >
          {t.title}
        </Typography>
        <Table size="small" data-testid="lecture-info-table">
          <Typography component="caption" sx={visuallyHiddenSx}>
            {t.caption}
          </Typography>
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                  {label}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
              </TableRow>
            ))}
            {LECTURE_STATISTICS_FIELDS.map((field) => (
              <TableRow key={field} data-field={field}>
                <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                  {t.fields[field]}
                </TableCell>
                <TableCell>
                  {statistics ? (
                    countOf(statistics, field)
                  ) : loading ? (
                    <Skeleton width={32} />
                  ) : (
                    text.statistics.missing
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
