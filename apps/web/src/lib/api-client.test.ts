import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { api, ApiError } from './api-client.ts';
import { setNavigate } from './navigation.ts';
import { setNotifier } from './notify.ts';
import { storage } from './storage.ts';

const navigate = vi.fn();
// The toasts the app would show (the full app registers notistack, the lean entry its own).
const toast = vi.fn();
setNotifier((message, variant) => toast(message, { variant }));
const fetchMock = vi.fn<typeof fetch>();

const reply = (status: number, body: string) =>
  fetchMock.mockResolvedValueOnce({
    status,
    ok: status >= 200 && status < 300,
    text: async () => body,
  } as Response);

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
  setNavigate(navigate);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  toast.mockReset();
  navigate.mockReset();
});

describe('api client', () => {
  it('sends the stored token as a bearer header under /apio4f and returns { message, data }', async () => {
    storage.setToken('tok');
    reply(200, JSON.stringify({ message: 'ok', data: [1, 2] }));
    await expect(api.post('/courses', { a: 1 })).resolves.toEqual({ message: 'ok', data: [1, 2] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/apio4f/courses');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'Content-Type': 'application/json',
      'Accept-Language': 'en',
    });
    expect(init?.body).toBe('{"a":1}');
  });

  it("shows 'Network error' when there is no response at all", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(api.get('/courses'));
    expect(error).toMatchObject({ status: 0, handled: true });
    expect(toast).toHaveBeenCalledWith('Network error', { variant: 'error' });
  });

  it("shows 'Network error, no response status' for a response without status", async () => {
    reply(0, '');
    await failure(api.get('/courses'));
    expect(toast).toHaveBeenCalledWith('Network error, no response status', {
      variant: 'error',
    });
  });

  it.each([
    ['an empty body', 200, ''],
    ['a body without keys', 400, '{}'],
    ['a body that is not JSON', 502, '<html>Bad gateway</html>'],
  ])("shows 'Client:Server error' for %s", async (_name, status, body) => {
    reply(status, body);
    await failure(api.get('/courses'));
    expect(toast).toHaveBeenCalledWith('Client:Server error', { variant: 'error' });
  });

  it('on 401 shows the body, clears the token and the selected course, and goes to About', async () => {
    storage.setToken('tok');
    storage.setRole('TEACHER');
    storage.setSelectedCourse({ id: 1, name: 'Algebra', shortName: 'ALG' });
    reply(401, JSON.stringify({ message: 'Session expired' }));
    const error = await failure(api.get('/courses'));
    expect(error).toMatchObject({ status: 401, handled: true });
    expect(toast).toHaveBeenCalledWith('Session expired', { variant: 'error' });
    expect(storage.getToken()).toBeNull();
    expect(storage.getSelectedCourse()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/about', { replace: true });
  });

  it('on 401 without a session (a refused login) shows the body but stays on the page', async () => {
    reply(401, JSON.stringify({ message: 'Wrong private ID or password' }));
    await failure(api.post('/teacher/login', { username: 'x', password: 'y' }));
    expect(toast).toHaveBeenCalledWith('Wrong private ID or password', {
      variant: 'error',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on 403 shows the body as an error toast and keeps the session', async () => {
    storage.setToken('tok');
    reply(403, JSON.stringify({ message: 'Not your course' }));
    const error = await failure(api.delete('/course/3'));
    expect(error).toMatchObject({ status: 403, handled: true, message: 'Not your course' });
    expect(toast).toHaveBeenCalledWith('Not your course', { variant: 'error' });
    expect(storage.getToken()).toBe('tok');
  });

  it('takes 204 No Content as a success without a body, and says nothing', async () => {
    storage.setToken('tok');
    reply(204, '');
    await expect(api.delete('/v1/lti/platforms/3')).resolves.toEqual({
      message: '',
      data: undefined,
    });
    expect(toast).not.toHaveBeenCalled();
  });

  it('leaves other failures to the caller, with the server message', async () => {
    reply(400, JSON.stringify({ message: 'Title is not valid.' }));
    const error = await failure(api.put('/course/3', {}));
    expect(error).toMatchObject({ status: 400, handled: false, message: 'Title is not valid.' });
    expect(toast).not.toHaveBeenCalled();
  });
});
