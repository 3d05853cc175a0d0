import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { at, buildLecture, mockApi, signIn } from '../../../testing/api-mock.ts';
import { renderRoute } from '../../../testing/render.tsx';

const lecture = (lectureNum: number, name: string, start: number, end: number) =>
  buildLecture({ id: 100 + lectureNum, lectureNum, name, startTime: at(start), endTime: at(end) });

/** Uploads go through XMLHttpRequest (for progress); this one answers with a fixed reply. */
function mockUpload(status: number, body: unknown) {
  const sent: { method: string; url: string; body: FormData }[] = [];
  class FakeXhr {
    upload: {
      onprogress:
        ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private request = { method: '', url: '' };
    open(method: string, url: string) {
      this.request = { method, url };
    }
    setRequestHeader() {}
    send(formData: FormData) {
      sent.push({ ...this.request, body: formData });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Lecture form page', () => {
  it('creates a lecture with UTC times and returns to the list', async () => {
    const calls = mockApi({
      'POST /course/7/lecture': lecture(4, 'Eigenvalues', 60, 120),
      'GET /course/7/lectures': [],
    });
    signIn('TEACHER');
    const { router } = renderRoute('/teacher/my-lectures/add');

    fireEvent.change(await screen.findByLabelText('Lecture name'), {
      target: { value: 'Eigenvalues' },
    });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-05-04' } });
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '09:00' } });
    fireEvent.change(screen.getByLabelText('End time'), { target: { value: '10:30' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Allow discussions during the lecture' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-lectures'));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/course/7/lecture',
      body: {
        name: 'Eigenvalues',
        startTime: new Date(2026, 4, 4, 9, 0).toISOString(),
        endTime: new Date(2026, 4, 4, 10, 30).toISOString(),
        allowQuestionsDuringLecture: true,
        allowDiscussionsDuringLecture: false,
        urlYoutube: null,
      },
    });
    expect(await screen.findByText('POST /course/7/lecture done')).toBeTruthy();
  });

  it('edits a lecture and deletes it after confirmation', async () => {
    const existing = lecture(2, 'Right now', -10, 50);
    const calls = mockApi({
      'GET /course/7/lecture/2': existing,
      'PUT /course/7/lecture/2': existing,
      'GET /course/7/lectures': [existing],
    });
    signIn('TEACHER');
    const { router } = renderRoute('/teacher/my-lectures/edit/2');

    const name = await screen.findByLabelText('Lecture name');
    expect((name as HTMLInputElement).value).toBe('Right now');
    fireEvent.change(name, { target: { value: 'Right now (moved)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-lectures'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      name: 'Right now (moved)',
      courseId: 7,
      lectureNum: 2,
    });

    await router.navigate('/teacher/my-lectures/edit/2');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await screen.findByRole('dialog', {
      name: 'Are you sure that you want to delete this lecture?',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-lectures'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('Lecture deleted')).toBeTruthy();
  });
  it('uploads the chosen PDF after creating, under the new lecture number', async () => {
    mockApi({ 'POST /course/7/lecture': lecture(9, 'Slides', 60, 120) });
    const sent = mockUpload(404, { message: 'Presentation upload is not available yet.' });
    signIn('TEACHER');
    const { router } = renderRoute('/teacher/my-lectures/add');

    fireEvent.change(await screen.findByLabelText('Lecture name'), { target: { value: 'Slides' } });
    const pdf = new File(['%PDF-1.4'], 'week1.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Choose PDF'), { target: { files: [pdf] } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-lectures'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url).toBe('/apio4f/course/7/lecture/9/presentation');
    expect(sent[0]?.body.get('presentation')).toBeInstanceOf(File);
    expect(await screen.findByText('POST /course/7/lecture done')).toBeTruthy();
    expect(await screen.findByText('Presentation upload is not available yet.')).toBeTruthy();
  });

  it('keeps the teacher on the form when the save fails', async () => {
    mockApi({}, { otherwise: { status: 404, body: { message: 'Course not found.' } } });
    signIn('TEACHER');
    const { router } = renderRoute('/teacher/my-lectures/add');
    fireEvent.change(await screen.findByLabelText('Lecture name'), { target: { value: 'Lost' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Course not found.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/teacher/my-lectures/add');
    expect((screen.getByLabelText('Lecture name') as HTMLInputElement).value).toBe('Lost');
  });
});
