import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { isApiError, toastApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { isPasskeyCancel, passkeysSupported } from '../../../lib/passkeys.ts';
import { text } from '../../../text/en.ts';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys.ts';

const p = text.passkeys;

/** The settings' passkeys: the account's list (added, last used), adding one here, removing one. */
export function PasskeysSection() {
  const { enqueueSnackbar } = useSnackbar();
  const [supported] = useState(passkeysSupported);
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();

  const handleAdd = async () => {
    try {
      await add.mutateAsync();
      enqueueSnackbar(p.added, { variant: 'success' });
    } catch (error) {
      if (isPasskeyCancel(error)) enqueueSnackbar(p.cancelled, { variant: 'info' });
      else if (isApiError(error)) toastApiError(error);
      else enqueueSnackbar(p.failed, { variant: 'error' });
    }
  };

  const handleRemove = (id: string) =>
    remove.mutate(id, { onSuccess: () => enqueueSnackbar(p.removed, { variant: 'success' }) });

  const list = passkeys.data ?? [];
  return (
    <Box component="section" sx={{ mt: 4 }} aria-labelledby="passkeys-title">
      <Typography variant="h6" component="h2" id="passkeys-title">
        {p.settingsTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {p.settingsIntro}
      </Typography>
      {passkeys.isError ? (
        <Alert severity="error">{p.loadFailed}</Alert>
      ) : !passkeys.isSuccess ? null : list.length === 0 ? (
        <Typography variant="body2">{p.none}</Typography>
      ) : (
        <List aria-label={p.listLabel} dense>
          {list.map((passkey, index) => {
            const name = p.name(index + 1);
            return (
              <ListItem
                key={passkey.id}
                disableGutters
                secondaryAction={
                  <Tooltip title={p.remove}>
                    <IconButton
                      edge="end"
                      aria-label={p.removeLabel(name)}
                      onClick={() => handleRemove(passkey.id)}
                      disabled={remove.isPending}
                    >
                      <DeleteOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemText
                  primary={name}
                  secondary={`${p.created(formatDate(passkey.createdAt))}, ${
                    passkey.lastUsedAt
                      ? p.lastUsed(formatDate(passkey.lastUsedAt, 'dateTime'))
                      : p.neverUsed
                  }`}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      {supported ? (
        <Button
          variant="outlined"
          sx={{ mt: 1 }}
          loading={add.isPending}
          onClick={() => void handleAdd()}
        >
          {p.add}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {p.unsupported}
        </Typography>
      )}
    </Box>
  );
}
