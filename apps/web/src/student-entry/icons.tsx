/** The few icons the lean screens draw (Material icon paths, 24×24), always decorative. */
import type { ExpressionTag } from '@o4f/contract';

const PATHS = {
  menu: 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z',
  home: 'M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z',
  login:
    'M11 7 9.6 8.4l2.6 2.6H2v2h10.2l-2.6 2.6L11 17l5-5zm9 12h-8v2h8c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-8v2h8z',
  personAdd:
    'M15 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4m-9-2V7H4v3H1v2h3v3h2v-3h3v-2zm9 4c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4',
  download: 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z',
  close:
    'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  dot: 'M12 4a8 8 0 1 0 0 16 8 8 0 1 0 0-16z',
  fastRewind: 'M11 18V6l-8.5 6zm.5-6 8.5 6V6z',
  lost: 'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m0-6c-2.33 0-4.32 1.45-5.12 3.5h1.67c.69-1.19 1.97-2 3.45-2s2.75.81 3.45 2h1.67c-.8-2.05-2.79-3.5-5.12-3.5M15.5 8a1.5 1.5 0 1 0 0 3 1.5 1.5 0 1 0 0-3M8.5 8a1.5 1.5 0 1 0 0 3 1.5 1.5 0 1 0 0-3',
  pause: 'M6 19h4V5H6zm8-14v14h4V5z',
  thumbUp:
    'M1 21h4V9H1zm22-11c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.59 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73z',
  fastForward: 'm4 18 8.5-6L4 6zm9-12v12l8.5-6z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({
  name,
  size = 24,
  color,
}: {
  name: IconName;
  size?: number;
  color?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={color ?? 'currentColor'}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/** The live remote's icons, as on the full app's Feedback tab (a pause for "Not Clear"). */
export const REACTION_ICONS: Record<ExpressionTag, IconName> = {
  1: 'lost',
  2: 'pause',
  3: 'thumbUp',
  4: 'fastRewind',
  5: 'fastForward',
};
