/**
 * The presentation view's high contrast for projectors in bright or dim halls: white on black,
 * yellow controls and bright reaction colours. The teacher's choice is kept on the device.
 */
import { useCallback, useState } from 'react';
import { brightReactionVariables } from '../../../lib/reactions.ts';

export const PROJECTOR_CONTRAST_KEY = 'projectorContrast';

function readHighContrast(): boolean {
  try {
    return window.localStorage.getItem(PROJECTOR_CONTRAST_KEY) === 'high';
  } catch {
    return false;
  }
}

function storeHighContrast(high: boolean): void {
  try {
    if (high) window.localStorage.setItem(PROJECTOR_CONTRAST_KEY, 'high');
    else window.localStorage.removeItem(PROJECTOR_CONTRAST_KEY);
  } catch {
    // Storage can be unavailable: the choice then lasts as long as the page.
  }
}

/** Whether the view is in high contrast, and the switch (remembered on the device). */
export function useProjectorContrast(): { high: boolean; toggle: () => void } {
  const [high, setHigh] = useState(readHighContrast);
  const toggle = useCallback(() => {
    setHigh((was) => {
      storeHighContrast(!was);
      return !was;
    });
  }, []);
  return { high, toggle };
}

const WHITE = '#ffffff';
const BLACK = '#000000';
const YELLOW = '#ffeb3b';

/**
 * The styles of a high-contrast view: MUI's palette variables redefined for everything inside it
 * (the page's light or dark scheme stays as it is around it), and the reactions' bright shades.
 * The slide itself is drawn as authored.
 */
export const HIGH_CONTRAST_SX = {
  bgcolor: BLACK,
  color: WHITE,
  '--mui-palette-background-default': BLACK,
  '--mui-palette-background-paper': BLACK,
  '--mui-palette-text-primary': WHITE,
  '--mui-palette-text-secondary': WHITE,
  '--mui-palette-text-primaryChannel': '255 255 255',
  '--mui-palette-text-secondaryChannel': '255 255 255',
  '--mui-palette-primary-main': YELLOW,
  '--mui-palette-primary-dark': YELLOW,
  '--mui-palette-primary-mainChannel': '255 235 59',
  '--mui-palette-primary-contrastText': BLACK,
  '--mui-palette-divider': WHITE,
  '--mui-palette-action-active': WHITE,
  '--mui-palette-action-disabledBackground': 'rgba(255 255 255 / 0.3)',
  // Outlined buttons: a full yellow border instead of a half-transparent one.
  '& .MuiButton-outlined': { borderColor: YELLOW },
  // The reaction bar's names and counts a little larger, read from the back of the hall.
  '& [data-reaction-name]': { fontSize: '0.95rem' },
  ...brightReactionVariables(),
} as const;
