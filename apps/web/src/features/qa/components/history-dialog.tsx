/** The edit history of a question or an answer: every version's text and dates, newest first. */
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import type { HistoryEntry } from '@o4f/contract';
import { formatDate } from '../../../lib/dates.ts';
import { text } from '../../../text/en.ts';
import { useAnswerHistory } from '../api/get-answer-history.ts';
import { useQuestionHistory } from '../api/get-question-history.ts';
import type { AnswerRef, QuestionRef } from '../api/qa-paths.ts';

export type HistoryTarget =
  { kind: 'question'; ref: QuestionRef } | { kind: 'answer'; ref: AnswerRef };

export function HistoryDialog({
  target,
  open,
  onClose,
}: {
  target: HistoryTarget;
  open: boolean;
  onClose: () => void;
}) {
  const questionHistory = useQuestionHistory(target.ref, open && target.kind === 'question');
  const answerHistory = useAnswerHistory(
    { answerId: 0, ...target.ref },
    open && target.kind === 'answer',
  );
  const query = target.kind === 'question' ? questionHistory : answerHistory;
  const entries = [...(query.data ?? [])].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="qa-history-title"
    >
      <DialogTitle id="qa-history-title">{text.qa.historyTitle}</DialogTitle>
      <DialogContent dividers>
        {query.isPending ? (
          <Typography color="text.secondary">{text.qa.loading}</Typography>
        ) : entries.length === 0 ? (
          <Typography color="text.secondary">{text.qa.historyEmpty}</Typography>
        ) : (
          <List aria-label={text.qa.historyTitle}>
            {entries.map((entry) => (
              <HistoryItem key={entry.id} entry={entry} />
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.qa.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  return (
    <ListItem divider alignItems="flex-start">
      <ListItemText
        primary={entry.text}
        secondary={formatDate(entry.createdAt, 'dateTime')}
        slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } } }}
      />
      {entry.latestUpdate && (
        <Chip size="small" color="primary" label={text.qa.historyCurrent} sx={{ ml: 1 }} />
      )}
    </ListItem>
  );
}
