// The waiting room over real sockets: the teacher's room sees each group's totals rise and fall as
// students enter, leave or close their socket, a kicked group is told and disconnected, and an
// unknown code is refused.
import { SOCKET_TEXT } from '@o4f/contract';
import type { WaitingRoomTotals } from '@o4f/contract';
import { describe, expect, it } from 'vitest';
import { enterWaitingRoom, lectureWithCode } from '../../testing/lecture-code.ts';
import { socketSuite } from '../../testing/socket-suite.ts';
import { TeacherPrivacy } from '../../testing/teacher-privacy.ts';

const suite = socketSuite();
const privacy = new TeacherPrivacy();

const joinWaitingRoom = (code: string, maskId: number, token?: string) =>
  enterWaitingRoom(suite.server, suite.pool, code, maskId, token);

describe('waiting room', () => {
  it('kicks a group, and removes students who leave from the totals', async () => {
    const { room, codes, code } = await lectureWithCode(suite.server, suite.pool);
    privacy.watch(codes, room);
    const kicked = [joinWaitingRoom(code, 1), joinWaitingRoom(code, 2)];
    for (const waiting of kicked) await waiting.waitFor('entered_waiting_room');
    const leaver = joinWaitingRoom(code, 3, (await privacy.student(suite.server)).token);
    await leaver.waitFor('entered_waiting_room');
    await room.waitFor<WaitingRoomTotals>('WR_NOREG:+');

    await leaver.request('left_waiting_room');
    expect(await room.waitFor('WR_NOREG:-')).toEqual({ new: 2, noReg: 0, reg: 0 });

    expect(await room.request('kick_new')).toEqual({
      ok: true,
      data: { count: 2, totals: { new: 0, noReg: 0, reg: 0 } },
    });
    for (const waiting of kicked) {
      expect(await waiting.waitFor('access_denied')).toEqual({ message: SOCKET_TEXT.accessDenied });
      await waiting.waitFor('disconnect');
    }
    expect(await room.waitFor('kicked_new')).toMatchObject({ count: 2 });
    // A kicked socket's disconnect is not a second "minus".
    expect(room.events('WR_NEW:-')).toHaveLength(0);

    const closing = joinWaitingRoom(code, 4);
    await closing.waitFor('entered_waiting_room');
    closing.close();
    expect(await room.waitFor('WR_NEW:-')).toEqual({ new: 0, noReg: 0, reg: 0 });
    // The teacher's totals identify nobody.
    privacy.expectNothingIdentifying();
  });

  it('refuses an unknown code', async () => {
    const waiting = joinWaitingRoom('999999', 1);
    const refused = await waiting.waitFor('error_invalid_classid');
    expect(refused).toEqual({ message: SOCKET_TEXT.invalidClassId });
  });
});
