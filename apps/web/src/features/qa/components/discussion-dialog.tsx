/**
 * One discussion under an answer: its messages and, for its two participants, a reply composer.
 * With no discussion yet it starts one (the answer's poster and one starter). While open it shows
 * the discussion's own query, which the page's qa_update listener (useQaUpdates) refetches when
 * someone writes under the answer, so a reply appears without reopening the dialog.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import type { Answer, Discussion } from '@o4f/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { text } from '../../../text/en.ts';
import { useDiscussion } from '../api/get-discussion.ts';
import { qaKeys } from '../api/qa-paths.ts';
import { useReplyDiscussion } from '../api/reply-discussion.ts';
import { useStartDiscussion } from '../api/start-discussion.ts';
import { answerRefOf } from '../hooks/use-post-actions.ts';
import { AuthorLine } from './author-line.tsx';
import { PostComposer, type ComposerMode } from './post-composer.tsx';

export interface DiscussionDialogProps {
  answer: Answer;
  /** The discussion shown; null starts a new one. */
  discussion: Discussion | null;
  open: boolean;
  onClose: () => void;
  /** Whether discussions may be posted now (lecture flags, read-only viewers). */
  mode?: ComposerMode;
}

export function DiscussionDialog({
  answer,
  discussion,
  open,
  onClose,
  mode = 'default',
}: DiscussionDialogProps) {
  const queryClient = useQueryClient();
  const start = useStartDiscussion();
  const reply = useReplyDiscussion();
  // A discussion just started here: the card that opened the dialog does not know it.
  const [started, setStarted] = useState<Discussion | null>(null);
  const discussionId = discussion?.id ?? started?.id ?? null;
  const live = useDiscussion(
    open && discussionId !== null ? { ...answerRefOf(answer), discussionId } : null,
  );
  const shown = live.data ?? discussion ?? started;
  const canWrite = shown ? shown.respondable : answer.respondable && !answer.selfPosted;

  const handleSubmit = async ({ text: message }: { text: string }) => {
    if (shown) {
      await reply.mutateAsync({ ...answerRefOf(answer), discussionId: shown.id, message });
      return;
    }
    const response = await start.mutateAsync({ ...answerRefOf(answer), message });
    queryClient.setQueryData(
      qaKeys.discussion({ ...answerRefOf(answer), discussionId: response.data.id }),
      response.data,
    );
    setStarted(response.data);
  };

  const handleClose = () => {
    setStarted(null);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="qa-discussion-title"
    >
      <DialogTitle id="qa-discussion-title">
        {text.qa.discussionTitle}
        {shown && (
          <Typography component="span" color="text.secondary" sx={{ display: 'block' }}>
            {text.qa.discussionBetween(
              shown.answerPosterPseudonym,
              shown.discussionStarterPseudonym,
            )}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {answer.text}
        </Typography>
        {shown && shown.messages.length > 0 ? (
          <List aria-label={text.qa.messages} dense>
            {shown.messages.map((message) => (
              <ListItem key={message.id} divider disableGutters sx={{ display: 'block' }}>
                <AuthorLine
                  pseudonym={message.pseudonym}
                  createdAt={message.createdAt}
                  teacher={message.teacherPost}
                  dateFormat="shortDateTime"
                />
                <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', mt: 0.5 }}>
                  {message.message}
                </Typography>
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">{text.qa.noMessages}</Typography>
        )}
        {canWrite && (
          <Stack sx={{ mt: 2 }}>
            <PostComposer
              kind="discussion"
              mode={mode}
              pending={start.isPending || reply.isPending}
              onSubmit={handleSubmit}
              autoFocus={mode === 'default'}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={handleClose}>{text.qa.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
