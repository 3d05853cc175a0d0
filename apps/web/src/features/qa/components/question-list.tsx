/**
 * A lecture's questions in the chosen order, with doghouse (flagged) questions apart in a
 * collapsible 'Flagged questions' section.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { sortPosts, type Question, type SortKey } from '@o4f/contract';
import { text } from '../../../text/en.ts';
import { QuestionCard } from './post-card.tsx';

export interface QuestionListProps {
  questions: readonly Question[];
  sort: SortKey;
  readOnly?: boolean;
  emptyText?: string;
}

export function QuestionList({
  questions,
  sort,
  readOnly,
  emptyText = text.qa.noQuestions,
}: QuestionListProps) {
  const sorted = sortPosts(questions, sort);
  const regular = sorted.filter((question) => !question.flagged);
  const flagged = sorted.filter((question) => question.flagged);

  if (sorted.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  return (
    <Stack spacing={1.5}>
      <Stack spacing={1.5} role="list" aria-label={text.qa.questionsLabel}>
        {regular.map((question) => (
          <div role="listitem" key={question.id}>
            <QuestionCard question={question} readOnly={readOnly} />
          </div>
        ))}
      </Stack>
      {flagged.length > 0 && (
        <Accordion disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ fontWeight: 600 }}>{text.qa.flaggedQuestions}</Typography>
            <Chip size="small" label={flagged.length} sx={{ ml: 1 }} aria-hidden />
          </AccordionSummary>
          <AccordionDetails>
            <Stack spacing={1.5} role="list" aria-label={text.qa.flaggedQuestions}>
              {flagged.map((question) => (
                <div role="listitem" key={question.id}>
                  <QuestionCard question={question} readOnly={readOnly} />
                </div>
              ))}
            </Stack>
          </AccordionDetails>
        </Accordion>
      )}
    </Stack>
  );
}
