import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NAMESPACES } from '@o4f/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { useClassCode } from '../hooks/use-class-code.ts';
import { mockApi } from '../../../testing/api-mock.ts';
import { lastSocket, resetSockets } from '../../../testing/fake-socket.ts';
import { text } from '../../../text/en.ts';
import { LectureCodeCard } from './lecture-code-card.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../testing/fake-socket.ts'));

const LECTURE = { courseId: 7, lectureNum: 3 };
const NETWORK_LINK = { base: 'http://192.168.1.20:3000', loopback: false, source: 'network' };

function Harness({ short = false }: { short?: boolean }) {
  const code = useClassCode(LECTURE);
  return <LectureCodeCard code={code} short={short} />;
}

const renderCard = (short = false) =>
  render(
    <Providers>
      <Harness short={short} />
    </Providers>,
  );

beforeEach(() => {
  resetSockets();
  mockApi({ 'GET /join-link': NETWORK_LINK });
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Lecture Code card', () => {
  it('requests a code, shows it big and counts down from its ttl until it expires', () => {
    renderCard();
    const socket = lastSocket(NAMESPACES.classIdGenerator);
    expect(socket.query).toEqual(LECTURE);
    socket.fire('connect');
    expect(socket.emits('get_curr')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Request Lecture Code' }));
    expect(socket.emits('start')).toHaveLength(1);
    socket.fire('new_class_id', { code: '482915', ttl: 90 });

    expect(screen.getByRole('status', { name: 'Lecture Code' }).textContent).toBe('482915');
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toBe('Expires in 1:30');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toBe('Expires in 1:29');
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toBe('Expires in 1:00');

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('status', { name: 'Lecture Code' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Request Lecture Code' })).toBeTruthy();
  });

  it('shows the QR code and the short join URL of the code', async () => {
    vi.useRealTimers();
    renderCard();
    lastSocket(NAMESPACES.classIdGenerator).fire('current_class_id', {
      classId: '482915',
      ttl: 300,
    });
    // The server's join link (its local network address here), not the page's own address.
    const url = '192.168.1.20:3000/join/482915';
    expect((await screen.findByTestId('join-url')).textContent).toBe(url);
    const qr = screen.getByRole('img', { name: `QR code: scan to join at ${url}` });
    expect(qr.getAttribute('data-qr-value')).toBe('http://192.168.1.20:3000/join/482915');
    expect(screen.queryByTestId('join-url-warning')).toBeNull();
    // Drawn locally once the encoder has loaded: a path of dark modules.
    await waitFor(() => expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/));
  });

  it('warns in words when the join link points at this computer, which phones cannot open', async () => {
    vi.useRealTimers();
    mockApi({
      'GET /join-link': { base: 'http://localhost:3000', loopback: true, source: 'loopback' },
    });
    renderCard();
    lastSocket(NAMESPACES.classIdGenerator).fire('current_class_id', {
      classId: '482915',
      ttl: 300,
    });
    expect((await screen.findByTestId('join-url')).textContent).toBe('localhost:3000/join/482915');
    expect(screen.getByTestId('join-url-warning').textContent).toBe(
      text.classStatus.code.loopbackWarning,
    );
  });

  it('renews a displayed code before it expires, so it lives while shown', () => {
    renderCard();
    const socket = lastSocket(NAMESPACES.classIdGenerator);
    socket.fire('new_class_id', { code: '482915', ttl: 300 });
    expect(socket.emits('start')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(239_000));
    expect(socket.emits('start')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(socket.emits('start')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(socket.emits('start')).toHaveLength(1);
    // The server renews the same code (new_class_id to the lecture's teachers).
    socket.fire('new_class_id', { code: '482915', ttl: 300 });
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toBe('Expires in 5:00');
    expect(screen.getByRole('status', { name: 'Lecture Code' }).textContent).toBe('482915');
  });

  it('stops the display with the short labels of the side card', () => {
    renderCard(true);
    const socket = lastSocket(NAMESPACES.classIdGenerator);
    socket.fire('current_class_id', { classId: '123456', ttl: 300 });
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toBe('Expires in 5:00');

    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(socket.emits('stop')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Request ID' })).toBeTruthy();
  });

  it('says when the course is busy', () => {
    renderCard();
    lastSocket(NAMESPACES.classIdGenerator).fire('error_course_busy', { message: 'busy' });
    expect(screen.getByText('Error course busy')).toBeTruthy();
  });
});
