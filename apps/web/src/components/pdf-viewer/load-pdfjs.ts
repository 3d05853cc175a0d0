/** pdf.js is large: it is fetched on first use only, with its worker as a separate file. */
import type * as PdfjsModule from 'pdfjs-dist';

type Pdfjs = typeof PdfjsModule;

let loading: Promise<Pdfjs> | null = null;

export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = new URL(
      'pdfjs-dist/build/pdf.worker.min.mjs',
      import.meta.url,
    ).toString();
    return pdfjs;
  });
  // A failed fetch (offline, a new deployment) may succeed on the next attempt.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
