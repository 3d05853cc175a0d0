/** The dark modules of a QR code as one SVG path (a 1x1 square per module). */
import { encode } from 'uqr';

export interface QrPath {
  /** Modules per side, the quiet zone included. */
  size: number;
  d: string;
}

export function qrPath(value: string, border = 2): QrPath {
  const { size, data } = encode(value, { ecc: 'M', border });
  let d = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size, d };
}
