import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { ReactionBar, type ReactionBarProps } from '../../../components/reactions/reaction-bar.tsx';
import { text } from '../../../text/en.ts';

const HIDDEN_KEY = 'o4f.reactionsHidden';

const readHidden = () => {
  try {
    return window.localStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
};
const writeHidden = (hidden: boolean) => {
  try {
    window.localStorage.setItem(HIDDEN_KEY, hidden ? '1' : '0');
  } catch {
    // Storage may be unavailable (private mode): the choice then lasts for this view only.
  }
};

/**
 * The live reaction bar with a switch to take it off the projected screen; the choice is kept in
 * this browser so the next slide deck starts the same way.
 */
export function HideableReactionBar(props: ReactionBarProps) {
  const [hidden, setHidden] = useState(readHidden);
  const toggle = () => {
    writeHidden(!hidden);
    setHidden(!hidden);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{!hidden && <ReactionBar {...props} />}</Box>
      <Button
        size="small"
        onClick={toggle}
        startIcon={hidden ? <VisibilityIcon /> : <VisibilityOffIcon />}
        sx={{ ml: 'auto' }}
      >
        {hidden ? text.presentation.showReactions : text.presentation.hideReactions}
      </Button>
    </Box>
  );
}
