import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { loadPdfjs } from './load-pdfjs.ts';

export type PdfDocumentState =
  | { status: 'loading' }
  | { status: 'ready'; document: PDFDocumentProxy; numPages: number }
  | { status: 'error'; error: unknown };

/** Opens the PDF; pdf.js takes ownership of the bytes, so it is handed a copy. */
export function usePdfDocument(pdfData: ArrayBuffer | Blob): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    let document: PDFDocumentProxy | null = null;
    setState({ status: 'loading' });
    (async () => {
      const bytes =
        pdfData instanceof Blob
          ? new Uint8Array(await pdfData.arrayBuffer())
          : new Uint8Array(pdfData.slice(0));
      const pdfjs = await loadPdfjs();
      const loaded = await pdfjs.getDocument({ data: bytes }).promise;
      if (cancelled) {
        void loaded.destroy();
        return;
      }
      document = loaded;
      setState({ status: 'ready', document: loaded, numPages: loaded.numPages });
    })().catch((error: unknown) => {
      console.error('PDF could not be opened', error);
      if (!cancelled) setState({ status: 'error', error });
    });
    return () => {
      cancelled = true;
      if (document) void document.destroy();
    };
  }, [pdfData]);

  return state;
}
