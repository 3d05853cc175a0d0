import { cleanup, render, screen, within } from '@testing-library/react';
import { NAMESPACES } from '@o4f/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { lastSocket, resetSockets } from '../../../testing/fake-socket.ts';
import { useTeacherWaitingRoom } from '../hooks/use-teacher-waiting-room.ts';
import { WaitingRoomCard, WaitingRoomUpdateDialog } from './waiting-room-card.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../testing/fake-socket.ts'));

const LECTURE = { courseId: 7, lectureNum: 3 };
const BURST =
  'Unusually many join requests from one network: 212 within one minute. Check the waiting room before admitting everyone.';

function Harness() {
  const waitingRoom = useTeacherWaitingRoom(LECTURE);
  return (
    <>
      <WaitingRoomCard waitingRoom={waitingRoom} />
      <WaitingRoomUpdateDialog waitingRoom={waitingRoom} />
    </>
  );
}

function renderRoom() {
  render(
    <Providers>
      <Harness />
    </Providers>,
  );
  const room = lastSocket(NAMESPACES.waitingRoom);
  room.fire('connect');
  return { room, card: screen.getByRole('region', { name: 'Waiting room' }) };
}

beforeEach(() => resetSockets());
afterEach(cleanup);

/** The card's warning; `hidden`: also while the modal dialog hides the page behind it. */
const cardWarning = (card: HTMLElement) =>
  within(card).queryByRole('alert', { name: 'Join warning', hidden: true });

describe('Waiting room burst warning', () => {
  it('is not shown while the totals carry no warning', () => {
    const { room, card } = renderRoom();
    room.fire('connected_to_waiting_room', { new: 3, noReg: 0, reg: 0 });
    expect(within(card).getByLabelText('New accounts: 3')).toBeTruthy();
    expect(within(card).queryByRole('alert')).toBeNull();

    room.fire('WR_NEW:+', { new: 4, noReg: 0, reg: 0 });
    const dialog = screen.getByRole('dialog', { name: 'Waiting Room Update!' });
    expect(within(dialog).queryByRole('note', { name: 'Join warning' })).toBeNull();
    expect(cardWarning(card)).toBeNull();
    expect(screen.queryByText(/join requests/)).toBeNull();
  });

  it('shows the counts on the card and in the dialog when the event carries it', () => {
    const { room, card } = renderRoom();
    room.fire('len_result', {
      new: 212,
      noReg: 0,
      reg: 1,
      warning: { perMinute: 212, refused: 0 },
    });
    expect(within(card).getByRole('alert', { name: 'Join warning' }).textContent).toBe(BURST);

    room.fire('WR_NEW:+', { new: 213, noReg: 0, reg: 1, warning: { perMinute: 213, refused: 0 } });
    const dialog = screen.getByRole('dialog', { name: 'Waiting Room Update!' });
    expect(within(dialog).getByRole('note', { name: 'Join warning' }).textContent).toBe(
      BURST.replace('212', '213'),
    );

    room.fire('len_result', { new: 240, noReg: 0, reg: 1, warning: { perMinute: 0, refused: 3 } });
    expect(cardWarning(card)?.textContent).toBe(
      '3 join requests were refused by the waiting-room limits. Check the waiting room before admitting everyone.',
    );
  });

  it('stays while new students wait and goes once they are admitted or kicked', () => {
    const { room, card } = renderRoom();
    room.fire('len_result', { new: 5, noReg: 0, reg: 1, warning: { perMinute: 212, refused: 1 } });
    expect(cardWarning(card)?.textContent).toBe(
      'Unusually many join requests from one network: 212 within one minute. 1 join request was refused by the waiting-room limits. Check the waiting room before admitting everyone.',
    );

    // Another group admitted: the students without an account still wait.
    room.fire('admitted_reg', { count: 1, totals: { new: 5, noReg: 0, reg: 0 } });
    expect(cardWarning(card)).toBeTruthy();
    room.fire('kicked_new', { count: 5, totals: { new: 0, noReg: 0, reg: 0 } });
    expect(cardWarning(card)).toBeNull();

    // Totals without the field clear it too.
    room.fire('len_result', { new: 1, noReg: 0, reg: 0, warning: { perMinute: 300, refused: 0 } });
    expect(cardWarning(card)).toBeTruthy();
    room.fire('WR_NEW:-', { new: 1, noReg: 0, reg: 0 });
    expect(cardWarning(card)).toBeNull();
  });
});
