import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../lib/storage.ts';
import { buildLecture, mockApi } from '../testing/api-mock.ts';
import { openedSocket, resetSockets, socketOf } from '../testing/fake-socket.ts';
import { LeanApp } from './lean-app.tsx';

vi.mock('../lib/socket.ts', () => import('../testing/fake-socket.ts'));

const handOver = vi.fn();

function openAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(<LeanApp handOver={handOver} />);
}

const reactions = () => within(screen.getByRole('group', { name: 'Reactions' }));

beforeEach(() => {
  resetSockets();
  handOver.mockClear();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the lean Feedback tab', () => {
  beforeEach(() => {
    storage.setToken('token');
    storage.setRole('STUDENT');
    storage.setSelectedCourse({ id: 7, name: 'Algorithms', shortName: 'ALG' });
    mockApi({
      'GET /course/7/lecture/3': buildLecture({ state: 'STARTED', isAttending: true }),
      'GET /course/7/lecture/3/pseudonym': { pseudonym: 'Owl 4', maskId: 2 },
    });
  });

  it('reacts over the expressions socket and shows what the server acknowledges', async () => {
    openAt('/lecture/3/live?tab=feedback');
    expect(await screen.findByRole('heading', { name: 'Sorting algorithms' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Feedback' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByText('Connecting to the lecture...')).toBeTruthy();

    const socket = await openedSocket('/expressions');
    expect(socket.query).toEqual({ courseId: 7, lectureNum: 3 });
    socket.fire('connect');
    socket.fire('access_granted', { slideNumber: 2, allowReactions: true });
    expect(screen.getByText('Your feedback on slide 2')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Your reaction' }).textContent).toBe('');
    expect(
      reactions()
        .getAllByRole('button')
        .map((button) => button.querySelector('.l-reaction-name')?.textContent),
    ).toEqual(['Too Hard', "I'm lost", 'Not Clear', 'Great!', 'Too Simple']);

    fireEvent.click(reactions().getByRole('button', { name: 'Great!' }));
    expect(socket.emitted.at(-1)).toMatchObject({
      event: 'press_button',
      payload: { expressionTag: 3 },
    });
    socket.ack('press_button', { ok: true, data: { expressionTag: 3 } });
    expect(reactions().getByRole('button', { name: 'Great!' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // Read out politely: empty when the remote appeared, the reaction once it changed.
    expect(screen.getByRole('status', { name: 'Your reaction' }).textContent).toBe(
      'Your reaction: Great!',
    );
    socket.fire('expression_update', { expressions: [{ tag: 3, count: 2 }] });
    expect(reactions().getByRole('button', { name: 'Great!' }).textContent).toContain('2 (100%)');

    // A new slide clears the reaction; the student did not withdraw it.
    socket.fire('slide_changed', { slideNumber: 3 });
    expect(reactions().getByRole('button', { name: 'Great!' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(screen.getByRole('status', { name: 'Your reaction' }).textContent).toBe(
      'Now on slide 3. Your reaction was for the previous slide.',
    );
    expect(screen.queryByText('Your reaction is withdrawn.')).toBeNull();

    fireEvent.click(reactions().getByRole('button', { name: 'Too Hard' }));
    socket.ack('press_button', { ok: false, error: 'reactions_paused', message: '' });
    expect(
      await screen.findAllByText('Feedback not accepted. Teacher paused the lecture.'),
    ).not.toHaveLength(0);
    for (const button of reactions().getAllByRole('button'))
      expect((button as HTMLButtonElement).disabled).toBe(true);
    // Only the reactions are paused, not the lecture: the notice says so.
    expect(screen.getByRole('alert').textContent).toBe('The teacher has paused reactions.');
  });

  it('shows the pseudonym behind "Who am I?"', async () => {
    openAt('/lecture/3/live');
    fireEvent.click(await screen.findByRole('button', { name: 'Who am I?' }));
    expect(screen.getByRole('tooltip').textContent).toBe('Owl 4');
  });

  it('hands over to the full app for the Q&A tab and the menu', async () => {
    openAt('/lecture/3/live?tab=feedback');
    fireEvent.click(await screen.findByRole('tab', { name: 'Q&A' }));
    await waitFor(() => expect(handOver).toHaveBeenCalledWith());
    expect(window.location.search).toBe('?tab=qa');
    cleanup();
    handOver.mockClear();

    openAt('/lecture/3/live?tab=feedback');
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(handOver).toHaveBeenCalledWith({ press: 'Open menu' });
  });
});

describe('the lean join flow', () => {
  it('checks the code, then offers the masks, then waits in the waiting room', async () => {
    const calls = mockApi({ 'GET /classId/482915': {} });
    openAt('/old-or-new-student?new=1');
    const field = screen.getByRole('textbox', { name: 'Enter Lecture Code' });
    fireEvent.change(field, { target: { value: '48a' } });
    expect(screen.getByText('Lecture code must be number')).toBeTruthy();
    fireEvent.change(field, { target: { value: '482915' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Select a mask to get a pseudonym')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/classId/482915']);
    expect(window.location.pathname + window.location.search).toBe('/pick-card?classId=482915');

    fireEvent.click(screen.getByRole('button', { name: 'Owl' }));
    expect(await screen.findByRole('heading', { name: 'Waiting Room' })).toBeTruthy();
    const socket = socketOf('/waiting_room')!;
    expect(socket.query).toEqual({ classId: '482915', maskId: 2 });
    socket.fire('connect');
    socket.fire('entered_waiting_room', { group: 'NEW' });
    expect(screen.getByRole('status').textContent).toBe('You are in the waiting room.');
    expect(handOver).not.toHaveBeenCalled();
  });

  it("takes a wrong code's toast away once the right code opens Pick a mask", async () => {
    const NO_CLASS = 'Sorry but there is currently no class with this Lecture Code';
    mockApi(
      { 'GET /classId/482915': {} },
      { otherwise: { status: 404, body: { message: NO_CLASS } } },
    );
    openAt('/old-or-new-student?new=1');
    const field = screen.getByRole('textbox', { name: 'Enter Lecture Code' });
    fireEvent.change(field, { target: { value: '100000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(NO_CLASS)).toBeTruthy();

    fireEvent.change(field, { target: { value: '482915' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Select a mask to get a pseudonym')).toBeTruthy();
    expect(screen.queryByText(NO_CLASS)).toBeNull();
  });

  it('asks before leaving the waiting room, and stays on "no"', async () => {
    mockApi({});
    openAt('/waiting-room?classId=482915&maskId=2');
    (await openedSocket('/waiting_room')).fire('connect');
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Return' }));
    expect(confirm).toHaveBeenCalledWith('Do you want to leave the waiting room?');
    expect(window.location.pathname).toBe('/waiting-room');
    fireEvent.click(screen.getByRole('button', { name: 'Return' }));
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeTruthy();
    expect(socketOf('/waiting_room')!.events()).toContain('left_waiting_room');
  });
});
