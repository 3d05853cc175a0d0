import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { MASKS, type MaskId } from '@o4f/contract';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { text } from '../../../text/en.ts';
import { MaskFace } from '../../../components/mask-face.tsx';
import { readJoinParams } from '../../../lib/join/join-params.ts';
import { MissingDetails } from '../components/join-card.tsx';

/** 'Select a mask to get a pseudonym': the chosen mask goes to the waiting room with the class id. */
export default function PickCardPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { classId } = readJoinParams(location.state, searchParams);

  if (!classId) return <MissingDetails message={text.join.pickCard.missingCode} />;

  const handlePick = (maskId: MaskId) => {
    const query = new URLSearchParams({ classId, maskId: String(maskId) });
    // Replaces this step: Back from the lecture never lands on 'Pick a mask' again.
    void navigate(`${paths.waitingRoom}?${query.toString()}`, {
      replace: true,
      state: { classId, maskId },
    });
  };

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', mt: { xs: 1, sm: 4 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {text.join.pickCard.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text.join.pickCard.intro}
      </Typography>
      <Box
        component="ul"
        aria-label={text.join.pickCard.masksLabel}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(4, 1fr)' },
        }}
      >
        {MASKS.map((mask) => (
          <li key={mask.id}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                onClick={() => handlePick(mask.id)}
                sx={{ py: 2, px: 1, minHeight: 112, display: 'flex', flexDirection: 'column' }}
              >
                <MaskFace maskId={mask.id} />
                <Typography component="span" variant="subtitle1" sx={{ mt: 1, fontWeight: 600 }}>
                  {mask.name}
                </Typography>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
