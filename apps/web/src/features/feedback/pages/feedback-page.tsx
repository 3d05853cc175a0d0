import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { FEEDBACK_MAX_LENGTH } from '@o4f/contract';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useStoredSession } from '../../../lib/session.ts';
import { text } from '../../../text/en.ts';
import { useSendFeedback } from '../api/send-feedback.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export default function FeedbackPage() {
  usePageTitle(text.feedback.title);
  const [message, setMessage] = useState('');
  const { role, selectedCourse } = useStoredSession();
  const { enqueueSnackbar } = useSnackbar();
  const sendFeedback = useSendFeedback();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim() || sendFeedback.isPending) return;
    sendFeedback.mutate(
      {
        courseId: selectedCourse?.id ?? null,
        teacher: role === 'TEACHER',
        message: message.trim(),
      },
      {
        onSuccess: (response) => {
          enqueueSnackbar(response.message || text.feedback.thanks, { variant: 'success' });
          setMessage('');
        },
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {text.feedback.title}
      </Typography>
      <Typography>{text.feedback.intro}</Typography>
      <Box component="form" onSubmit={handleSubmit} noValidate>
        <TextField
          label={text.feedback.messageLabel}
          placeholder={text.feedback.messagePlaceholder}
          multiline
          minRows={6}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          slotProps={{ htmlInput: { maxLength: FEEDBACK_MAX_LENGTH } }}
        />
        <Button
          type="submit"
          variant="contained"
          loading={sendFeedback.isPending}
          disabled={!message.trim() || sendFeedback.isPending}
          sx={{ mt: 1 }}
        >
          {text.feedback.send}
        </Button>
      </Box>
    </Paper>
  );
}
