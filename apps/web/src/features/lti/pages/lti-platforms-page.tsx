/** /teacher/lti-platforms (admin teachers): the URL to register the tool, and the platforms. */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { LtiPlatform } from '@o4f/contract';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { notify } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoredSession } from '../../../lib/session.ts';
import { text } from '../../../text/en.ts';
import { useAddPlatform, usePlatforms, useRemovePlatform } from '../api/platforms.ts';
import { AddPlatformDialog } from '../components/add-platform-dialog.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

const t = text.lti.platforms;

function RegistrationUrl({ url }: { url: string | null }) {
  if (!url) return <Alert severity="info">{t.noRegistrationUrl}</Alert>;
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => notify(t.copied, 'success'),
      () => notify(t.copyFailed, 'error'),
    );
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t.registrationTitle}
          value={url}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
          onFocus={(event) => event.target.select()}
        />
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy()}
          sx={{ mt: { sm: 1 } }}
        >
          {t.copy}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t.registrationHelp}
      </Typography>
    </Stack>
  );
}

function PlatformCard({ platform, onRemove }: { platform: LtiPlatform; onRemove: () => void }) {
  const rows: [string, string][] = [
    [t.issuer, platform.issuer],
    [t.clientId, platform.clientId],
    [t.deploymentIds, platform.deploymentIds.join(', ')],
    [t.registeredVia, t.via[platform.registeredVia]],
    [t.createdAt, formatDate(platform.createdAt)],
  ];
  return (
    <Card component="li" variant="outlined" aria-label={platform.name}>
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {platform.name}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 1,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
            columnGap: 1.5,
            rowGap: 0.25,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2">
                {label}
              </Typography>
              <Typography component="dd" variant="body2">
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      <CardActions>
        <Button color="error" onClick={onRemove} aria-label={t.removeLabel(platform.name)}>
          {t.remove}
        </Button>
      </CardActions>
    </Card>
  );
}

export default function LtiPlatformsPage() {
  usePageTitle(t.title);
  const { isAdmin } = useStoredSession();
  if (!isAdmin) return <Navigate to={paths.teacher.myCourses} replace />;
  return <PlatformsAdmin />;
}

function PlatformsAdmin() {
  const platforms = usePlatforms();
  const addPlatform = useAddPlatform();
  const removePlatform = useRemovePlatform();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<LtiPlatform | null>(null);

  let content;
  if (platforms.isPending) content = <PageLoader />;
  else if (platforms.isError)
    content = <LoadFailed message={t.loadFailed} onRetry={() => void platforms.refetch()} />;
  else
    content = (
      <Stack spacing={3}>
        <RegistrationUrl url={platforms.data.registrationUrl} />
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="h5" component="h2">
              {t.listTitle}
            </Typography>
            <Button variant="contained" onClick={() => setAdding(true)}>
              {t.add}
            </Button>
          </Stack>
          {platforms.data.platforms.length === 0 ? (
            <Typography color="text.secondary">{t.none}</Typography>
          ) : (
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {platforms.data.platforms.map((platform) => (
                <PlatformCard
                  key={platform.id}
                  platform={platform}
                  onRemove={() => setRemoving(platform)}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    );

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h4" component="h1">
        {t.title}
      </Typography>
      {content}
      {adding && (
        <AddPlatformDialog
          open
          saving={addPlatform.isPending}
          onCancel={() => setAdding(false)}
          onSave={(input) =>
            addPlatform.mutate(input, {
              onSuccess: () => {
                setAdding(false);
                notify(t.added, 'success');
              },
            })
          }
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t.confirmRemove}
        onNo={() => setRemoving(null)}
        onYes={() => {
          if (!removing) return;
          removePlatform.mutate(removing.id, {
            onSuccess: () => notify(t.removed, 'success'),
            onSettled: () => setRemoving(null),
          });
        }}
        loading={removePlatform.isPending}
        destructive
      >
        {removing && (
          <>
            <strong>{removing.name}</strong>
            <br />
            {t.removeConsequence}
          </>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
