import type { MaskId } from '@o4f/contract';

/** One colour per mask (same order as MASKS), readable on white. */
export const MASK_COLOURS: Record<MaskId, string> = {
  1: '#e65100',
  2: '#6d4c41',
  3: '#4e342e',
  4: '#546e7a',
  5: '#212121',
  6: '#ef6c00',
  7: '#78909c',
  8: '#f9a825',
  9: '#ad1457',
  10: '#263238',
  11: '#5d4037',
  12: '#0277bd',
};

/** A masquerade mask drawn in the mask's colour; decorative (the card names the mask). */
export function MaskFace({ maskId, size = 72 }: { maskId: MaskId; size?: number }) {
  const colour = MASK_COLOURS[maskId];
  return (
    <svg
      width={size}
      height={size * 0.6}
      viewBox="0 0 100 60"
      aria-hidden="true"
      focusable="false"
      data-mask-id={maskId}
    >
      <path
        d="M4 14 C 20 4, 38 6, 50 16 C 62 6, 80 4, 96 14 C 98 34, 88 52, 70 54 C 60 55, 54 46, 50 40 C 46 46, 40 55, 30 54 C 12 52, 2 34, 4 14 Z"
        fill={colour}
        stroke="#00000033"
        strokeWidth="1.5"
      />
      <ellipse cx="29" cy="28" rx="11" ry="8" fill="#fff" />
      <ellipse cx="71" cy="28" rx="11" ry="8" fill="#fff" />
      <circle cx="29" cy="28" r="4" fill="#222" />
      <circle cx="71" cy="28" r="4" fill="#222" />
    </svg>
  );
}
