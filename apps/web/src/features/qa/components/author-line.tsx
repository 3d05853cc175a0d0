/** Who posted and when: the pseudonym (or the teacher marker) and the date. */
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import { formatDate, type DateFormat } from '../../../lib/dates.ts';
import { text } from '../../../text/en.ts';

export interface AuthorLineProps {
  pseudonym: string;
  createdAt: string;
  /** Posted openly by the teacher. */
  teacher: boolean;
  removedFromClass?: boolean;
  dateFormat?: DateFormat;
}

export function AuthorLine({
  pseudonym,
  createdAt,
  teacher,
  removedFromClass = false,
  dateFormat = 'dateTime',
}: AuthorLineProps) {
  const name = teacher ? (
    <Chip
      size="small"
      color="primary"
      icon={<SchoolOutlinedIcon />}
      label={text.qa.teacher}
      aria-label={text.qa.teacherPost}
    />
  ) : (
    <Typography component="span" sx={{ fontWeight: 600 }}>
      {pseudonym}
    </Typography>
  );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {removedFromClass ? (
        <Tooltip title={text.qa.authorRemoved}>
          <Stack
            direction="row"
            spacing={0.5}
            tabIndex={0}
            aria-label={`${pseudonym}. ${text.qa.authorRemoved}`}
            sx={{ alignItems: 'center', color: 'text.disabled' }}
          >
            <PersonOffOutlinedIcon fontSize="small" aria-hidden />
            {name}
          </Stack>
        </Tooltip>
      ) : (
        name
      )}
      <Typography component="span" variant="body2" color="text.secondary">
        <time dateTime={createdAt}>{formatDate(createdAt, dateFormat)}</time>
      </Typography>
    </Stack>
  );
}
