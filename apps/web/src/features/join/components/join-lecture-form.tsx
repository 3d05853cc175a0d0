import {
  Box,
  Button,
  FormControl,
  FormHelperText,
  OutlinedInput,
  Stack,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { codeCheckMessage, lectureCodeError } from '../../../lib/join/lecture-code.ts';
import { paths } from '../../../lib/paths.ts';
import { text } from '../../../text/en.ts';
import { useCheckClassId } from '../api/check-class-id.ts';

export { codeCheckMessage };

interface JoinLectureFormProps {
  showAfterLoginNote: boolean;
  /** A code to start with (the /join/{code} link), shown as typed. */
  initialCode?: string;
  /** Focus the field on arrival (not on phones: the keyboard would cover the page). */
  autoFocus?: boolean;
}

/** The Lecture Code field and Join button; a known code continues to /pick-card?classId=... */
export function JoinLectureForm({
  showAfterLoginNote,
  initialCode = '',
  autoFocus = true,
}: JoinLectureFormProps) {
  const [code, setCode] = useState(initialCode);
  // Set by typing or by Join: leaving a field the user never typed in shows no error.
  const [touched, setTouched] = useState(initialCode !== '');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const checkClassId = useCheckClassId();
  const error = touched ? lectureCodeError(code) : null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const classId = code.trim();
    if (lectureCodeError(classId) || checkClassId.isPending) return;
    checkClassId.mutate(classId, {
      onSuccess: () =>
        void navigate(`${paths.pickCard}?classId=${classId}`, { state: { classId } }),
      onError: (failure) => {
        if (!isApiError(failure) || !failure.handled)
          enqueueSnackbar(codeCheckMessage(failure), { variant: 'error' });
      },
    });
  };

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        {/* The parts of a TextField, not TextField itself: it pulls Select and Menu into the
            first page a joining student loads. */}
        <FormControl error={Boolean(error)} margin="none" sx={{ flex: 1, minWidth: 0 }}>
          <OutlinedInput
            placeholder={text.join.codePlaceholder}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setTouched(true);
            }}
            autoFocus={autoFocus}
            inputProps={{
              'aria-label': text.join.codePlaceholder,
              'aria-describedby': 'lecture-code-help',
              inputMode: 'numeric',
              autoComplete: 'off',
              maxLength: 12,
            }}
          />
          <FormHelperText id="lecture-code-help">{error ?? ' '}</FormHelperText>
        </FormControl>
        <Button
          type="submit"
          variant="contained"
          color="success"
          size="large"
          disabled={!code.trim()}
          loading={checkClassId.isPending}
          sx={{ height: 56, px: 4 }}
        >
          {text.join.join}
        </Button>
      </Stack>
      {showAfterLoginNote && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {text.join.afterLoginNote}
        </Typography>
      )}
    </Box>
  );
}
