import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { PdfViewer } from './pdf-viewer.tsx';

const { getDocument, getPage, renderPage } = vi.hoisted(() => {
  const renderPage = vi.fn(() => ({ promise: Promise.resolve(), cancel: vi.fn() }));
  const getPage = vi.fn(async () => ({
    getViewport: ({ scale }: { scale: number }) => ({ width: 400 * scale, height: 300 * scale }),
    render: renderPage,
  }));
  const getDocument = vi.fn(() => ({
    promise: Promise.resolve({ numPages: 3, getPage, destroy: vi.fn(async () => undefined) }),
  }));
  return { getDocument, getPage, renderPage };
});
vi.mock('./load-pdfjs.ts', () => ({ loadPdfjs: async () => ({ getDocument }) }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const pdfData = new Uint8Array([37, 80, 68, 70]).buffer;

function renderViewer(page: number, onPageChange = vi.fn()) {
  render(
    <Providers>
      <PdfViewer pdfData={pdfData} page={page} onPageChange={onPageChange} />
    </Providers>,
  );
  return onPageChange;
}

describe('PdfViewer', () => {
  it('draws the current page at scale 2 on a canvas sized by CSS', async () => {
    renderViewer(2);
    const slide = await screen.findByRole('img', { name: 'Slide 2 of 3' });
    await waitFor(() => expect(renderPage).toHaveBeenCalled());
    expect(getPage).toHaveBeenCalledWith(2);
    expect((slide as HTMLCanvasElement).width).toBe(800);
    expect((slide as HTMLCanvasElement).style.maxWidth).toBe('100%');
    // pdf.js takes ownership of its bytes: the caller's buffer must stay usable.
    expect(pdfData.byteLength).toBe(4);
  });

  it('turns pages with the arrows, the keyboard and the thumbnails', async () => {
    const onPageChange = renderViewer(1);
    await screen.findByRole('img', { name: 'Slide 1 of 3' });
    expect(
      (screen.getByRole('button', { name: 'Previous slide' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(onPageChange).toHaveBeenCalledTimes(2);

    const strip = screen.getByRole('navigation', { name: 'Slides' });
    const thumbs = within(strip).getAllByRole('button');
    expect(thumbs.map((thumb) => thumb.textContent)).toEqual(['1', '2', '3']);
    expect(thumbs[0]?.getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(strip).getByRole('button', { name: 'Slide 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('turns the page with the keyboard as soon as the slide shows', async () => {
    const onPageChange = renderViewer(1);
    // Pressed in the moment the slide appears, before anything else has run.
    await new Promise<void>((resolve) => {
      const seen = () => screen.queryByRole('img', { name: 'Slide 1 of 3' });
      const observer = new MutationObserver(() => {
        if (!seen()) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('says so when the PDF cannot be opened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    getDocument.mockReturnValueOnce({ promise: Promise.reject(new Error('Invalid PDF')) });
    renderViewer(1);
    expect(
      await screen.findByText(
        'PDF presentation was not correctly uploaded. Please upload presentation again.',
      ),
    ).toBeTruthy();
  });
});
