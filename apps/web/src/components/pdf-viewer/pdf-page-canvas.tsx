import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, type CSSProperties } from 'react';

interface PdfPageCanvasProps {
  document: PDFDocumentProxy;
  page: number;
  /** Render scale; the canvas is then sized down by CSS. */
  scale: number;
  style?: CSSProperties;
  label?: string;
  onRendered?: () => void;
}

const isCancellation = (error: unknown) =>
  error instanceof Error && error.name === 'RenderingCancelledException';

/** One page on a canvas; a newer page cancels the render in progress before drawing. */
export function PdfPageCanvas({
  document,
  page,
  scale,
  style,
  label,
  onRendered,
}: PdfPageCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // pdf.js refuses two renders on one canvas at once, so each waits for the previous to settle.
  const previousRef = useRef<Promise<void>>(Promise.resolve());
  const onRenderedRef = useRef(onRendered);
  useEffect(() => {
    onRenderedRef.current = onRendered;
  }, [onRendered]);

  useEffect(() => {
    let task: RenderTask | null = null;
    let cancelled = false;
    const render = async () => {
      await previousRef.current;
      if (cancelled) return;
      const canvas = canvasRef.current;
      if (!canvas) return;
      const pdfPage = await document.getPage(page);
      if (cancelled) return;
      const viewport = pdfPage.getViewport({ scale });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      task = pdfPage.render({ canvas, viewport });
      await task.promise;
      if (!cancelled) onRenderedRef.current?.();
    };
    const done = render().catch((error: unknown) => {
      if (!isCancellation(error)) console.error(`PDF page ${page} could not be drawn`, error);
    });
    previousRef.current = done;
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [document, page, scale]);

  // Unlabelled (a thumbnail inside its labelled button): decorative, not an unnamed image.
  return label ? (
    <canvas ref={canvasRef} role="img" aria-label={label} style={style} />
  ) : (
    <canvas ref={canvasRef} aria-hidden="true" style={style} />
  );
}
