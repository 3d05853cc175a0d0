/**
 * A stand-in for `components/pdf-viewer/load-pdfjs.ts` in tests: every document opens with
 * `numPages` pages of 400 × 300 that render at once.
 *   vi.mock('…/load-pdfjs.ts', async () => (await import('…/testing/fake-pdfjs.ts')).pdfjsModuleMock(4));
 */
import { vi } from 'vitest';

export function pdfjsModuleMock(numPages: number) {
  const getPage = vi.fn(async () => ({
    getViewport: ({ scale }: { scale: number }) => ({ width: 400 * scale, height: 300 * scale }),
    render: vi.fn(() => ({ promise: Promise.resolve(), cancel: vi.fn() })),
  }));
  const getDocument = vi.fn(() => ({
    promise: Promise.resolve({ numPages, getPage, destroy: vi.fn(async () => undefined) }),
  }));
  return { loadPdfjs: async () => ({ getDocument }) };
}
