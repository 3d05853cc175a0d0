import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { Paper, Typography } from '@mui/material';
import type { Lecture } from '@o4f/contract';
import { text } from '../../../text/en.ts';
import type { QaSort } from './qa-sort-select.tsx';

export interface QaTabProps {
  lecture: Lecture;
  sort: QaSort;
}

/** Stands in for the lecture's question list until the Q&A feature replaces it. */
export function QaTabPlaceholder({ sort }: QaTabProps) {
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={text.liveLecture.qaPlaceholderTitle}
      data-sort={sort}
      sx={{ p: 4, textAlign: 'center', borderStyle: 'dashed' }}
    >
      <ForumOutlinedIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="h2" gutterBottom>
        {text.liveLecture.qaPlaceholderTitle}
      </Typography>
      <Typography color="text.secondary">{text.liveLecture.qaPlaceholder}</Typography>
    </Paper>
  );
}
