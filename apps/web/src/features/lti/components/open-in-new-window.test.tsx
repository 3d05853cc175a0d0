import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { OpenInNewWindow } from './open-in-new-window.tsx';

const frameAs = (top: Window) =>
  Object.defineProperty(window, 'top', { value: top, configurable: true });

afterEach(() => {
  cleanup();
  frameAs(window);
});

describe('Open in a new window', () => {
  it('is offered inside a frame, to this page through the hand-off page, keeping its opener', () => {
    frameAs({} as Window);
    renderWithProviders(<OpenInNewWindow />, { route: '/lecture/3/live?tab=feedback' });
    const link = screen.getByRole('link', { name: 'Open in a new window' });
    expect(link.getAttribute('href')).toBe(
      `/lti/launch?continue=${encodeURIComponent('/lecture/3/live?tab=feedback')}`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('opener');
  });

  it('is not offered outside a frame', () => {
    renderWithProviders(<OpenInNewWindow />, { route: '/teacher/my-courses' });
    expect(screen.queryByRole('link', { name: 'Open in a new window' })).toBeNull();
  });
});
