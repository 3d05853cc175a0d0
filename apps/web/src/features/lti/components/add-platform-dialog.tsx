import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { ltiPlatformInput, type LtiPlatformInput } from '@o4f/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FORM_MESSAGES, withMessages } from '../../../lib/form-messages.ts';
import { text } from '../../../text/en.ts';

const t = text.lti.platforms;

const EMPTY: LtiPlatformInput = {
  name: '',
  issuer: '',
  clientId: '',
  deploymentId: '',
  authUrl: '',
  tokenUrl: '',
  jwksUrl: '',
};

const FIELDS: { name: keyof LtiPlatformInput; label: string; url?: boolean }[] = [
  { name: 'name', label: t.name },
  { name: 'issuer', label: t.issuer, url: true },
  { name: 'clientId', label: t.clientId },
  { name: 'deploymentId', label: t.deploymentId },
  { name: 'authUrl', label: t.authUrl, url: true },
  { name: 'tokenUrl', label: t.tokenUrl, url: true },
  { name: 'jwksUrl', label: t.jwksUrl, url: true },
];

interface AddPlatformDialogProps {
  open: boolean;
  saving: boolean;
  onCancel: () => void;
  onSave: (input: LtiPlatformInput) => void;
}

/** The platform's values from its LTI tool settings, checked as the server checks them. */
export function AddPlatformDialog({ open, saving, onCancel, onSave }: AddPlatformDialogProps) {
  const titleId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: withMessages(zodResolver(ltiPlatformInput), FORM_MESSAGES.lti),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={handleSubmit((values) => onSave(values))} noValidate>
        <DialogTitle id={titleId}>{t.addTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            {FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                required
                type={field.url ? 'url' : 'text'}
                {...register(field.name)}
                error={Boolean(errors[field.name])}
                helperText={errors[field.name]?.message ?? (field.url ? t.urlHint : ' ')}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t.cancel}</Button>
          <Button type="submit" variant="contained" loading={saving}>
            {t.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
