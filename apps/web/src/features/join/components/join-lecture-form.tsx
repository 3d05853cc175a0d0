import {
  Box,
  Button,
  FormControl,
  FormHelperText,
  OutlinedInput,
  Stack,
  Typography,
} from '@mui/material';
import { useNavigate } from 'react-router';
import { useLectureCodeForm } from '../../../hooks/use-lecture-code.ts';
import { text } from '../../../text/en.ts';

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
  const { code, error, checking, change, submit } = useLectureCodeForm(useNavigate(), initialCode);

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        {/* The parts of a TextField, not TextField itself: it pulls Select and Menu into the
            first page a joining student loads. */}
        <FormControl error={Boolean(error)} margin="none" sx={{ flex: 1, minWidth: 0 }}>
          <OutlinedInput
            placeholder={text.join.codePlaceholder}
            value={code}
            onChange={(event) => change(event.target.value)}
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
          loading={checking}
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
