/**
 * The REST client: every call goes to /apio4f with the stored bearer token and follows the
 * spec's error catalogue (teacher spec §8). Failures it has already shown to the user are
 * thrown with `handled: true`, so callers do not toast them twice.
 */
import { text } from '../text/en.ts';
import { activeLocale } from '../text/locale.ts';
import { navigateTo } from './navigation.ts';
import { notify } from './notify.ts';
import { storage } from './storage.ts';

export const API_BASE = '/apio4f';

export interface ApiResponse<T> {
  message: string;
  data: T;
}

export class ApiError extends Error {
  readonly status: number;
  /** True when the client already told the user (network, 401, 403, malformed body). */
  readonly handled: boolean;

  constructor(status: number, message: string, handled = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.handled = handled;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

function toastError(message: string): void {
  notify(message, 'error');
}

/** Shows a failure the client has not shown yet (mutations call this from onError). */
export function toastApiError(error: unknown): void {
  if (isApiError(error)) {
    if (!error.handled) toastError(error.message || text.errors.requestFailed);
    return;
  }
  toastError(text.errors.requestFailed);
}

function fail(status: number, message: string): never {
  toastError(message);
  throw new ApiError(status, message, true);
}

function parseBody(raw: string): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Applies the error catalogue to one answer; exported for the tests and for `api.blob`. */
export function settle<T>(status: number, raw: string, hadToken: boolean): ApiResponse<T> {
  if (!status) fail(0, text.errors.noStatus);
  // No Content is a success that says nothing (removing an LTI platform answers so).
  if (status === 204) return { message: '', data: undefined as T };
  const body = parseBody(raw);
  if (!body || Object.keys(body).length === 0) fail(status, text.errors.emptyBody);
  const message = typeof body.message === 'string' ? body.message : '';

  if (status >= 200 && status < 300) return { message, data: body.data as T };

  if (status === 401) {
    toastError(message || text.errors.unauthorized);
    // A refused login carries no token: there is no session to end and no reason to leave the page.
    if (hadToken) {
      // Leave the protected page first, or its guard would send the user to a login page instead.
      navigateTo('/about', { replace: true });
      storage.clearSession();
    }
    throw new ApiError(401, message || text.errors.unauthorized, true);
  }
  if (status === 403) fail(403, message || text.errors.forbidden);
  throw new ApiError(status, message || text.errors.requestFailed);
}

/** The session's bearer token, and the chosen language for the server's messages. */
function authHeaders(): { headers: Record<string, string>; hadToken: boolean } {
  const token = storage.getToken();
  const headers: Record<string, string> = { 'Accept-Language': activeLocale().code };
  if (token) headers.Authorization = `Bearer ${token}`;
  return { headers, hadToken: Boolean(token) };
}

export interface RequestOptions {
  /** Lets the request outlive the page (a report sent while the tab closes). */
  keepalive?: boolean;
}

async function send(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const { headers } = authHeaders();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch {
    fail(0, text.errors.network);
  }
}

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<ApiResponse<T>> {
  const hadToken = Boolean(storage.getToken());
  const response = await send(method, path, body, options);
  let raw = '';
  try {
    raw = await response.text();
  } catch {
    raw = '';
  }
  return settle<T>(response.status, raw, hadToken);
}

function upload<T>(
  path: string,
  formData: FormData,
  onProgress?: (percent: number) => void,
  method: 'POST' | 'PUT' = 'POST',
): Promise<ApiResponse<T>> {
  const { headers, hadToken } = authHeaders();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    xhr.onerror = () => {
      toastError(text.errors.network);
      reject(new ApiError(0, text.errors.network, true));
    };
    xhr.onload = () => {
      try {
        resolve(settle<T>(xhr.status, xhr.responseText, hadToken));
      } catch (error) {
        reject(error);
      }
    };
    xhr.send(formData);
  });
}

/** A binary download (the presentation PDF); failures follow the same catalogue. */
async function blob(path: string): Promise<Blob> {
  const hadToken = Boolean(storage.getToken());
  const response = await send('GET', path);
  if (response.ok) return response.blob();
  settle(response.status, await response.text().catch(() => ''), hadToken);
  throw new ApiError(response.status, text.errors.requestFailed);
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
  upload,
  blob,
};
