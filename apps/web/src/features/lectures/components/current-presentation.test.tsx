import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render.tsx';
import { buildLecture, mockApi, signInTeacher } from '../../../testing/api-mock.ts';

vi.mock('../../../lib/socket.ts', () => import('../../../testing/fake-socket.ts'));

vi.mock('../../../components/pdf-viewer/load-pdfjs.ts', async () =>
  (await import('../../../testing/fake-pdfjs.ts')).pdfjsModuleMock(2),
);

const META = { originalname: 'sorting-slides.pdf', createdAt: '2026-03-01T09:15:00Z' };

beforeEach(() => {
  localStorage.clear();
  signInTeacher();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Lecture form: the uploaded presentation', () => {
  it('deletes the presentation after confirmation', async () => {
    const calls = mockApi({
      'GET /course/7/lecture/3': buildLecture({ hasPresentation: true }),
      'GET /course/7/lecture/3/presentation/meta': META,
      'DELETE /course/7/lecture/3/presentation': null,
    });
    renderRoute('/teacher/my-lectures/edit/3');

    expect(await screen.findByText('sorting-slides.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete presentation' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you want to delete this presentation?',
    });
    expect(calls.some(({ method }) => method === 'DELETE')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Presentation deleted')).toBeTruthy();
    expect(calls).toContainEqual({
      method: 'DELETE',
      path: '/course/7/lecture/3/presentation',
      body: undefined,
    });
  });

  it('keeps the presentation when the teacher answers No', async () => {
    const calls = mockApi({
      'GET /course/7/lecture/3': buildLecture({ hasPresentation: true }),
      'GET /course/7/lecture/3/presentation/meta': META,
    });
    renderRoute('/teacher/my-lectures/edit/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete presentation' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some(({ method }) => method === 'DELETE')).toBe(false);
  });

  it('previews the presentation in a dialog', async () => {
    mockApi({
      'GET /course/7/lecture/3': buildLecture({ hasPresentation: true }),
      'GET /course/7/lecture/3/presentation/meta': META,
      'GET /course/7/lecture/3/presentation': new Blob([new Uint8Array([37, 80, 68, 70])]),
    });
    renderRoute('/teacher/my-lectures/edit/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Previewing: sorting-slides.pdf' });
    expect(await within(dialog).findByRole('img', { name: 'Slide 1 of 2' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close presentation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
