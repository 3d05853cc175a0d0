import ThumbDownOutlinedIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import { Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/dates.ts';
import { text } from '../../../text/en.ts';

/** A post's author line: lecture, pseudonym (or Teacher), date, and badges. */
export function AuthorLine({
  lectureNum,
  lectureName,
  pseudonym,
  createdAt,
  teacher,
  flagged,
}: {
  lectureNum: number;
  lectureName: string | undefined;
  pseudonym: string;
  createdAt: string;
  teacher: boolean;
  flagged: boolean;
}) {
  const lecture = text.qaLists.lectureLine(lectureNum, lectureName ?? '');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {`${lecture} · ${pseudonym} · ${formatDate(createdAt, 'dateTime')}`}
      </Typography>
      {teacher && <Chip size="small" color="primary" label={text.qaLists.teacher} />}
      {flagged && <Chip size="small" color="warning" label={text.qaLists.inDoghouse} />}
    </Stack>
  );
}

/** Votes and counts under a post. */
export function PostCounts({ up, down, extra }: { up: number; down: number; extra: ReactNode[] }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', color: 'text.secondary', flexWrap: 'wrap' }}
    >
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'center' }}
        title={text.qaLists.upVotes(up)}
      >
        <ThumbUpOutlinedIcon fontSize="inherit" aria-hidden />
        <Typography variant="body2" aria-label={text.qaLists.upVotes(up)}>
          {up}
        </Typography>
      </Stack>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'center' }}
        title={text.qaLists.downVotes(down)}
      >
        <ThumbDownOutlinedIcon fontSize="inherit" aria-hidden />
        <Typography variant="body2" aria-label={text.qaLists.downVotes(down)}>
          {down}
        </Typography>
      </Stack>
      {extra.map((item, index) => (
        <Typography key={index} variant="body2">
          {item}
        </Typography>
      ))}
    </Stack>
  );
}
