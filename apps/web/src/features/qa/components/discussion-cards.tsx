/**
 * An answer's discussions as small cards: at most 6 (4 on a phone), the rest behind
 * 'Show all (n)'; a card opens the discussion dialog. 'Start a discussion' for one who may.
 */
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { Answer, Discussion } from '@o4f/contract';
import { useState } from 'react';
import { visuallyHiddenSx } from '../../../components/visually-hidden.ts';
import { text } from '../../../text/en.ts';
import { DiscussionDialog } from './discussion-dialog.tsx';
import type { ComposerMode } from './post-composer.tsx';

export const DISCUSSION_CARDS = { desktop: 6, phone: 4 } as const;

export interface DiscussionCardsProps {
  answer: Answer;
  /** Whether discussions may be posted now. */
  mode?: ComposerMode;
}

export function DiscussionCards({ answer, mode = 'default' }: DiscussionCardsProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const limit = phone ? DISCUSSION_CARDS.phone : DISCUSSION_CARDS.desktop;
  const [showAll, setShowAll] = useState(false);
  const [openId, setOpenId] = useState<number | 'new' | null>(null);
  const discussions = answer.discussions;
  const visible = showAll ? discussions : discussions.slice(0, limit);
  const canStart =
    mode !== 'readOnly' &&
    answer.respondable &&
    !answer.selfPosted &&
    !discussions.some((discussion) => discussion.selfInvolved);
  const opened =
    typeof openId === 'number'
      ? (discussions.find((discussion) => discussion.id === openId) ?? null)
      : null;

  if (discussions.length === 0 && !canStart) return null;
  return (
    <Box sx={{ mt: 1.5 }}>
      {discussions.length > 0 && (
        <Box
          role="list"
          aria-label={text.qa.discussions}
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {visible.map((discussion) => (
            <DiscussionCard
              key={discussion.id}
              discussion={discussion}
              onOpen={() => setOpenId(discussion.id)}
            />
          ))}
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {discussions.length > limit && (
          <Button size="small" onClick={() => setShowAll((all) => !all)}>
            {showAll ? text.qa.showLess : text.qa.showAll(discussions.length)}
          </Button>
        )}
        {canStart && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<ForumOutlinedIcon />}
            onClick={() => setOpenId('new')}
          >
            {text.qa.startDiscussion}
          </Button>
        )}
      </Stack>
      <DiscussionDialog
        answer={answer}
        discussion={opened}
        open={openId !== null}
        onClose={() => setOpenId(null)}
        mode={mode}
      />
    </Box>
  );
}

function DiscussionCard({ discussion, onOpen }: { discussion: Discussion; onOpen: () => void }) {
  const last = discussion.messages.at(-1);
  return (
    <Card role="listitem" variant="outlined" sx={{ bgcolor: 'action.hover' }}>
      <CardActionArea onClick={onOpen} sx={{ p: 1, height: '100%' }}>
        <Typography variant="subtitle2" noWrap>
          <Box component="span" sx={visuallyHiddenSx}>
            {text.qa.discussionWith}
          </Box>
          {discussion.discussionStarterPseudonym}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {text.qa.messageCount(discussion.messages.length)}
        </Typography>
        {last && (
          <Typography variant="body2" noWrap>
            {last.message}
          </Typography>
        )}
      </CardActionArea>
    </Card>
  );
}
