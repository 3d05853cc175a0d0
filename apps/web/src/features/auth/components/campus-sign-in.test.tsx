import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { text } from '../../../text/en.ts';
import { mockApi } from '../../../testing/api-mock.ts';
import { renderRoute } from '../../../testing/render.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Teacher login: campus sign-in', () => {
  it('shows the button with the configured label, leading to the server', async () => {
    mockApi({ 'GET /v1/sso/config': { enabled: true, label: 'Sign in with University X' } });
    renderRoute('/teacher-login');
    const button = await screen.findByRole('link', { name: 'Sign in with University X' });
    expect(button.getAttribute('href')).toBe('/apio4f/v1/sso/start');
    expect(screen.getByLabelText('Private ID')).toBeTruthy();
  });

  it('uses its own words when no label is configured', async () => {
    mockApi({ 'GET /v1/sso/config': { enabled: true, label: null } });
    renderRoute('/teacher-login');
    expect(await screen.findByRole('link', { name: text.sso.button })).toBeTruthy();
  });

  it('shows no button when campus sign-in is off or the server cannot say', async () => {
    const calls = mockApi({ 'GET /v1/sso/config': { enabled: false, label: null } });
    renderRoute('/teacher-login');
    await waitFor(() => expect(calls.some((call) => call.path === '/v1/sso/config')).toBe(true));
    await screen.findByLabelText('Private ID');
    expect(screen.queryByRole('link', { name: text.sso.button })).toBeNull();

    cleanup();
    mockApi({ 'GET /v1/sso/config': { status: 500, body: { message: 'Boom' } } });
    renderRoute('/teacher-login');
    await screen.findByLabelText('Private ID');
    expect(screen.queryByRole('link', { name: text.sso.button })).toBeNull();
    expect(screen.queryByText('Boom')).toBeNull();
  });

  it('says in words why the last campus sign-in was refused', async () => {
    mockApi({ 'GET /v1/sso/config': { enabled: true, label: null } });
    renderRoute('/teacher-login?sso=domain');
    expect(await screen.findByText(text.sso.refused.domain)).toBeTruthy();
    expect(screen.getByText(text.sso.refusedTitle)).toBeTruthy();
  });

  it('ignores a reason it does not know', async () => {
    mockApi({ 'GET /v1/sso/config': { enabled: true, label: null } });
    renderRoute('/teacher-login?sso=<script>');
    await screen.findByRole('link', { name: text.sso.button });
    expect(screen.queryByText(text.sso.refusedTitle)).toBeNull();
  });
});
