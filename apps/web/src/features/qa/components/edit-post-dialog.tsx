/** Edits an editable question or answer; the card refreshes text, editable and hasHistory after. */
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { text } from '../../../text/en.ts';
import { useUpdateAnswer } from '../api/update-answer.ts';
import { useUpdateQuestion } from '../api/update-question.ts';
import { answerRefOf, questionRefOf, type CardPost } from '../hooks/use-post-actions.ts';
import { PostComposer } from './post-composer.tsx';

export function EditPostDialog({
  item,
  open,
  onClose,
}: {
  item: CardPost;
  open: boolean;
  onClose: () => void;
}) {
  const updateQuestion = useUpdateQuestion();
  const updateAnswer = useUpdateAnswer();

  const handleSubmit = async ({ text: value }: { text: string }) => {
    if (item.kind === 'question')
      await updateQuestion.mutateAsync({
        ...questionRefOf(item.post),
        text: value,
        teacherQuestion: item.post.teacherQuestion,
      });
    else
      await updateAnswer.mutateAsync({
        ...answerRefOf(item.post),
        text: value,
        teacherAnswer: item.post.teacherAnswer,
      });
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="qa-edit-title">
      <DialogTitle id="qa-edit-title">{text.qa.editTitle[item.kind]}</DialogTitle>
      <DialogContent>
        {open && (
          <PostComposer
            kind={item.kind}
            initialText={item.post.text}
            submitLabel={text.qa.save}
            pending={updateQuestion.isPending || updateAnswer.isPending}
            onSubmit={handleSubmit}
            onCancel={onClose}
            autoFocus
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
