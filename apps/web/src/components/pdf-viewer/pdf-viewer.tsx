import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Alert, Box, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { text } from '../../text/en.ts';
import { PdfPageCanvas } from './pdf-page-canvas.tsx';
import { PdfThumbnails } from './pdf-thumbnails.tsx';
import { usePdfDocument } from './use-pdf-document.ts';
import { mirrorInRtl } from '../mirror-in-rtl.ts';

/** The spec renders slides at scale 2; CSS fits the canvas into the available space. */
export const PDF_RENDER_SCALE = 2;

export interface PdfViewerProps {
  pdfData: ArrayBuffer | Blob;
  /** The current page, 1-based (controlled). */
  page: number;
  onPageChange: (page: number) => void;
  showThumbnails?: boolean;
  /** Left/right arrow keys turn the page (ignored while typing in a field). */
  keyboard?: boolean;
  /** Largest height of the slide, any CSS length. */
  maxHeight?: string | number;
  onLoad?: (numPages: number) => void;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** A PDF slide viewer: the current page, previous/next arrows, keyboard and thumbnails. */
export function PdfViewer({
  pdfData,
  page,
  onPageChange,
  showThumbnails = true,
  keyboard = true,
  maxHeight = '70vh',
  onLoad,
}: PdfViewerProps) {
  const state = usePdfDocument(pdfData);
  const numPages = state.status === 'ready' ? state.numPages : 0;
  const current = numPages ? Math.min(Math.max(1, page), numPages) : page;

  const onLoadRef = useRef(onLoad);
  useEffect(() => {
    onLoadRef.current = onLoad;
  }, [onLoad]);
  useEffect(() => {
    if (numPages) onLoadRef.current?.(numPages);
  }, [numPages]);

  const goTo = (target: number) => {
    if (numPages && target >= 1 && target <= numPages && target !== current) onPageChange(target);
  };
  // The keyboard's handler reads these: updated as the page is drawn (a layout effect), so that a
  // key pressed the moment a slide appears already sees it (a passive effect runs later).
  const goToRef = useRef(goTo);
  useLayoutEffect(() => {
    goToRef.current = goTo;
  });

  const currentRef = useRef(current);
  useLayoutEffect(() => {
    currentRef.current = current;
  }, [current]);

  useEffect(() => {
    if (!keyboard) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTyping(event.target)) return;
      if (event.key === 'ArrowLeft') goToRef.current(currentRef.current - 1);
      else if (event.key === 'ArrowRight') goToRef.current(currentRef.current + 1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [keyboard]);

  if (state.status === 'error') return <Alert severity="error">{text.live.pdf.failed}</Alert>;
  if (state.status === 'loading') {
    return (
      <Stack role="status" sx={{ alignItems: 'center', py: 6 }} spacing={2}>
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">{text.live.pdf.loading}</Typography>
      </Stack>
    );
  }

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'center' }} spacing={1}>
        <IconButton
          aria-label={text.live.pdf.previous}
          onClick={() => goTo(current - 1)}
          disabled={current <= 1}
          size="large"
        >
          <ChevronLeftIcon fontSize="large" sx={mirrorInRtl} />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', justifyContent: 'center' }}>
          <PdfPageCanvas
            document={state.document}
            page={current}
            scale={PDF_RENDER_SCALE}
            label={text.live.pdf.pageOf(current, numPages)}
            style={{
              display: 'block',
              maxWidth: '100%',
              maxHeight: typeof maxHeight === 'number' ? `${maxHeight}px` : maxHeight,
              width: 'auto',
              height: 'auto',
              boxShadow: '0 1px 4px rgba(0,0,0,0.2)',
              background: '#fff',
            }}
          />
        </Box>
        <IconButton
          aria-label={text.live.pdf.next}
          onClick={() => goTo(current + 1)}
          disabled={current >= numPages}
          size="large"
        >
          <ChevronRightIcon fontSize="large" sx={mirrorInRtl} />
        </IconButton>
      </Stack>
      <Typography
        variant="body2"
        color="text.secondary"
        aria-live="polite"
        sx={{ textAlign: 'center', mt: 0.5 }}
      >
        {text.live.pdf.pageOf(current, numPages)}
      </Typography>
      {showThumbnails && (
        <PdfThumbnails
          document={state.document}
          numPages={numPages}
          page={current}
          onSelect={goTo}
        />
      )}
    </Box>
  );
}
