/**
 * A QR code drawn as SVG in the page: the encoder (uqr, no network) is loaded on first use, so
 * only the pages that show a code (the teacher's) download it. docs/decisions/join-by-qr.md.
 */
import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import type { QrPath } from './qr-path.ts';

interface QrCodeProps {
  value: string;
  /** The accessible name, e.g. what scanning the code opens. */
  label: string;
  /** CSS size of the square (number: px). */
  size?: number | string | Record<string, number | string>;
}

export function QrCode({ value, label, size = 200 }: QrCodeProps) {
  const [path, setPath] = useState<(QrPath & { value: string }) | null>(null);
  useEffect(() => {
    let current = true;
    void import('./qr-path.ts').then(({ qrPath }) => {
      if (current) setPath({ ...qrPath(value), value });
    });
    return () => {
      current = false;
    };
  }, [value]);
  const ready = path !== null && path.value === value;
  return (
    <Box
      role="img"
      aria-label={label}
      data-qr-value={value}
      sx={{ width: size, height: size, bgcolor: '#fff', lineHeight: 0, flexShrink: 0 }}
    >
      {ready && (
        <svg
          viewBox={`0 0 ${path.size} ${path.size}`}
          width="100%"
          height="100%"
          shapeRendering="crispEdges"
          aria-hidden="true"
          focusable="false"
        >
          <rect width={path.size} height={path.size} fill="#fff" />
          <path d={path.d} fill="#000" />
        </svg>
      )}
    </Box>
  );
}
