/**
 * The post composer of questions, answers and discussion messages: the kind's hard maxLength,
 * the spec's counter (yellow while invalid, white when valid), Post enabled only for a valid
 * text, the disabled and read-only placeholders and, for teachers, 'Post under a pseudonym'.
 */
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { checkPostText, type PostKind } from '@o4f/contract';
import { useId, useState, type FormEvent } from 'react';
import { text as t } from '../../../text/en.ts';
import { useReportWriting } from '../hooks/writing.ts';

/** 'live': the live page's counter and its 'Min 5 chars'; 'list': the list screens' counter. */
export type ComposerVariant = 'live' | 'list';
/** 'disabled': posting is off now; 'readOnly': the user did not attend the lecture. */
export type ComposerMode = 'default' | 'disabled' | 'readOnly';

export interface ComposerValue {
  text: string;
  /** A teacher ticked 'Post under a pseudonym'. Always false for students. */
  pseudonym: boolean;
}

export interface PostComposerProps {
  kind: PostKind;
  variant?: ComposerVariant;
  mode?: ComposerMode;
  /** Teachers choose between posting openly and under a pseudonym. */
  canPostUnderPseudonym?: boolean;
  initialText?: string;
  submitLabel?: string;
  pending?: boolean;
  /** Resolving clears the field; rejecting keeps the text for another try. */
  onSubmit: (value: ComposerValue) => Promise<unknown> | void;
  onCancel?: () => void;
  autoFocus?: boolean;
}

export const COUNTER_COLOURS = { valid: '#ffffff', invalid: '#ffeb3b' } as const;

const DISABLED_PLACEHOLDER: Record<PostKind, string> = {
  question: t.qa.questionsNotAllowed,
  answer: t.qa.answersNotAllowed,
  discussion: t.qa.discussionsNotAllowed,
};

export function composerPlaceholder(kind: PostKind, mode: ComposerMode): string {
  if (mode === 'readOnly') return t.qa.readOnly;
  if (mode === 'disabled') return DISABLED_PLACEHOLDER[kind];
  return t.qa.placeholder;
}

export function counterText(kind: PostKind, value: string, variant: ComposerVariant): string {
  const { chars, words, limits } = checkPostText(kind, value);
  const format = variant === 'live' ? t.qa.liveCounter : t.qa.listCounter;
  return format(chars, limits.chars, words, limits.words);
}

export function PostComposer({
  kind,
  variant = 'list',
  mode = 'default',
  canPostUnderPseudonym = false,
  initialText = '',
  submitLabel = t.qa.post,
  pending = false,
  onSubmit,
  onCancel,
  autoFocus,
}: PostComposerProps) {
  const [value, setValue] = useState(initialText);
  const [underPseudonym, setUnderPseudonym] = useState(false);
  const counterId = useId();
  const check = checkPostText(kind, value);
  const open = mode === 'default';
  const canPost = open && check.valid && !pending;
  // A draft (or an edit, which starts from the post's text) holds the page's live updates.
  useReportWriting(open && value.trim() !== '');

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canPost) return;
    try {
      await onSubmit({ text: value.trim(), pseudonym: canPostUnderPseudonym && underPseudonym });
      setValue('');
      setUnderPseudonym(false);
    } catch {
      // The failure was toasted; the text stays for another try.
    }
  };

  const field = (
    <TextField
      fullWidth
      multiline
      minRows={kind === 'question' ? 2 : 3}
      maxRows={12}
      value={open ? value : ''}
      onChange={(event) => setValue(event.target.value)}
      placeholder={composerPlaceholder(kind, mode)}
      disabled={!open}
      autoFocus={autoFocus}
      slotProps={{
        htmlInput: {
          maxLength: check.limits.chars,
          'aria-label': t.qa.fieldLabel[kind],
          'aria-describedby': open ? counterId : undefined,
        },
      }}
    />
  );

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate>
      {mode === 'readOnly' ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Tooltip title={t.qa.viewOnly}>
            <LockOutlinedIcon
              role="img"
              aria-label={t.qa.viewOnly}
              aria-hidden={false}
              color="action"
              data-testid="read-only-lock"
            />
          </Tooltip>
          {field}
        </Stack>
      ) : (
        field
      )}
      {open && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mt: 1, alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          <Box
            id={counterId}
            data-testid="post-counter"
            data-valid={check.valid}
            sx={{
              px: 1,
              py: 0.5,
              borderRadius: 1,
              bgcolor: 'grey.800',
              color: check.valid ? COUNTER_COLOURS.valid : COUNTER_COLOURS.invalid,
              fontSize: 13,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {counterText(kind, value, variant)}
            {variant === 'live' && check.tooShort && (
              <Typography component="span" sx={{ ml: 1, fontSize: 13, color: 'inherit' }}>
                {t.qa.minChars}
              </Typography>
            )}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          {canPostUnderPseudonym && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={underPseudonym}
                  onChange={(event) => setUnderPseudonym(event.target.checked)}
                />
              }
              label={t.qa.postUnderPseudonym}
            />
          )}
          {onCancel && (
            <Button onClick={onCancel} disabled={pending}>
              {t.qa.cancel}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={!canPost}>
            {submitLabel}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
