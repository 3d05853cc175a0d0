import { Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { RING_SCALE, ringValue } from '../../lib/reactions.ts';

export { RING_SCALE, ringValue };

// Rotates the ring's start so the 15% gap is centred at six o'clock.
const START_ROTATION = `rotate(${90 + ((100 - RING_SCALE) / 100) * 180}deg)`;

interface PercentageRingProps {
  /** Whole-number percentage, 0–100. */
  percent: number;
  color: string;
  size?: number;
  thickness?: number;
  /** Drawn in the middle of the ring (an icon); the percentage is shown beneath it. */
  children?: ReactNode;
  showPercent?: boolean;
}

/** A gauge ring with the percentage; decorative for screen readers (the owner states the value). */
export function PercentageRing({
  percent,
  color,
  size = 88,
  thickness = 4,
  children,
  showPercent = true,
}: PercentageRingProps) {
  const whole = Math.round(percent);
  const ringSx = {
    position: 'absolute',
    inset: 0,
    '& circle': { strokeLinecap: 'round' },
  } as const;
  return (
    <Box
      aria-hidden="true"
      data-percent={whole}
      sx={{ position: 'relative', width: size, height: size, flexShrink: 0 }}
    >
      <CircularProgress
        variant="determinate"
        value={RING_SCALE}
        size={size}
        thickness={thickness}
        style={{ transform: START_ROTATION }}
        sx={{ ...ringSx, color: 'action.disabledBackground' }}
      />
      <CircularProgress
        variant="determinate"
        value={ringValue(whole)}
        size={size}
        thickness={thickness}
        data-testid="percentage-ring-value"
        style={{ transform: START_ROTATION }}
        sx={{ ...ringSx, color }}
      />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          lineHeight: 1,
        }}
      >
        {children}
        {showPercent && (
          <Box component="span" sx={{ fontSize: size * 0.16, fontWeight: 700, mt: 0.25 }}>
            {whole}%
          </Box>
        )}
      </Box>
    </Box>
  );
}
