import { Box, ButtonBase, Typography } from '@mui/material';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { text } from '../../text/en.ts';
import { PdfPageCanvas } from './pdf-page-canvas.tsx';

const THUMB_WIDTH = 112;
const THUMB_SCALE = 0.35;

interface PdfThumbnailsProps {
  document: PDFDocumentProxy;
  numPages: number;
  page: number;
  onSelect: (page: number) => void;
}

/** A strip of small page renders with numbers; pages are drawn once scrolled into view. */
export function PdfThumbnails({ document, numPages, page, onSelect }: PdfThumbnailsProps) {
  const stripRef = useRef<HTMLDivElement>(null);

  // Keeps the current page visible in the strip.
  useEffect(() => {
    const current = stripRef.current?.querySelector<HTMLElement>(`[data-page="${page}"]`);
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [page]);

  return (
    <Box
      ref={stripRef}
      component="nav"
      aria-label={text.live.pdf.thumbnails}
      sx={{ display: 'flex', gap: 1, overflowX: 'auto', py: 1, px: 0.5 }}
    >
      {Array.from({ length: numPages }, (_, index) => index + 1).map((number) => (
        <Thumbnail
          key={number}
          document={document}
          number={number}
          current={number === page}
          onSelect={onSelect}
          root={stripRef}
        />
      ))}
    </Box>
  );
}

function Thumbnail({
  document,
  number,
  current,
  onSelect,
  root,
}: {
  document: PDFDocumentProxy;
  number: number;
  current: boolean;
  onSelect: (page: number) => void;
  root: RefObject<HTMLDivElement | null>;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { root: root.current, rootMargin: '0px 200px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible, root]);

  return (
    <ButtonBase
      ref={ref}
      data-page={number}
      focusRipple
      aria-label={text.live.pdf.slide(number)}
      aria-current={current ? 'page' : undefined}
      onClick={() => onSelect(number)}
      sx={{
        flexDirection: 'column',
        flexShrink: 0,
        width: THUMB_WIDTH,
        p: 0.5,
        borderRadius: 1,
        border: 2,
        borderColor: current ? 'primary.main' : 'divider',
        bgcolor: 'background.paper',
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.light' },
      }}
    >
      <Box
        sx={{
          width: '100%',
          aspectRatio: '4 / 3',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'grey.100',
        }}
      >
        {visible && (
          <PdfPageCanvas
            document={document}
            page={number}
            scale={THUMB_SCALE}
            style={{ maxWidth: '100%', maxHeight: '100%' }}
          />
        )}
      </Box>
      <Typography component="span" variant="caption" aria-hidden="true">
        {number}
      </Typography>
    </ButtonBase>
  );
}
