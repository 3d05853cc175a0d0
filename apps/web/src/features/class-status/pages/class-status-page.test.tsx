import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NAMESPACES } from '@o4f/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render.tsx';
import { at, buildLecture, mockApi, signInTeacher } from '../../../testing/api-mock.ts';
import { lastSocket, resetSockets, sockets } from '../../../testing/fake-socket.ts';

vi.mock('../../../lib/socket.ts', () => import('../../../testing/fake-socket.ts'));

const LECTURES = 'GET /course/7/lectures';
const INFO = { attending: 4, new_accounts_lec: 2, new_accounts_course: 5, accounts_course: 9 };

beforeEach(() => {
  localStorage.clear();
  resetSockets();
  signInTeacher();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Class Status page', () => {
  it('says there is no live lecture and offers to add one', async () => {
    mockApi({
      [LECTURES]: [
        buildLecture({ startTime: '2020-01-01T10:00:00Z', endTime: '2020-01-01T11:00:00Z' }),
      ],
    });
    const { router } = renderRoute('/teacher/class-status');

    expect(
      await screen.findByText(
        'There is no live lecture at this time. Please create a new lecture.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Add a New Lecture' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-lectures/add'));
    expect(sockets.filter((s) => s.namespace !== NAMESPACES.signals)).toHaveLength(0);
  });

  it('shows the live lecture with its four cards and the class info counters', async () => {
    mockApi({ [LECTURES]: [buildLecture()], 'GET /course/7/lecture/3/info': INFO });
    renderRoute('/teacher/class-status');

    expect(await screen.findByRole('heading', { name: 'Sorting algorithms' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Lecture' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Lecture' })).toBeTruthy();
    for (const card of ['Lecture Code', 'Permissions', 'Class info', 'Waiting room'])
      expect(screen.getByRole('region', { name: card })).toBeTruthy();
    const info = screen.getByRole('region', { name: 'Class info' });
    await waitFor(() =>
      expect(within(info).getByLabelText('Registered students in this course').textContent).toBe(
        '9',
      ),
    );
    expect(lastSocket(NAMESPACES.waitingRoom).query).toEqual({ courseId: 7, lectureNum: 3 });
  });

  it('shows the waiting room totals and admits the waiting groups on Yes', async () => {
    mockApi({ [LECTURES]: [buildLecture({ state: 'STARTED' })] });
    renderRoute('/teacher/class-status');
    await screen.findByRole('button', { name: 'End Lecture' });

    const card = screen.getByRole('region', { name: 'Waiting room' });
    const room = lastSocket(NAMESPACES.waitingRoom);
    room.fire('WR_NEW:+', { new: 2, noReg: 1, reg: 0 });

    expect(within(card).getByLabelText('New accounts: 2')).toBeTruthy();
    expect(within(card).getByLabelText('Non-registered: 1')).toBeTruthy();
    expect(within(card).getByLabelText('Registered: 0')).toBeTruthy();

    const dialog = await screen.findByRole('dialog', { name: 'Waiting Room Update!' });
    expect(within(dialog).getByText('Do you want to accept them?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(room.emitted.map(({ event }) => event)).toEqual(
      expect.arrayContaining(['admit_new', 'admit_noreg']),
    );
    expect(room.emits('admit_reg')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    room.fire('admitted_new', { count: 2, totals: { new: 0, noReg: 1, reg: 0 } });
    expect(within(card).getByLabelText('New accounts: 0')).toBeTruthy();
  });

  it('kicks the waiting groups on No', async () => {
    mockApi({ [LECTURES]: [buildLecture({ state: 'STARTED' })] });
    renderRoute('/teacher/class-status');
    await screen.findByRole('button', { name: 'End Lecture' });
    const room = lastSocket(NAMESPACES.waitingRoom);
    room.fire('WR_REG:+', { new: 0, noReg: 0, reg: 3 });

    const dialog = await screen.findByRole('dialog', { name: 'Waiting Room Update!' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(room.emits('kick_reg')).toHaveLength(1);
    expect(room.emits('kick_new')).toHaveLength(0);
  });

  it('starts a lecture without a presentation after the warning and the confirmation', async () => {
    const calls = mockApi({
      [LECTURES]: [buildLecture()],
      'GET /course/7/lecture/3/start': buildLecture({ state: 'STARTED' }),
    });
    const { router } = renderRoute('/teacher/class-status');
    fireEvent.click(await screen.findByRole('button', { name: 'Start Lecture' }));

    // Cancel closes the warning and starts nothing.
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'New connection' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New connection' })).toBeNull(),
    );
    expect(calls.some(({ path }) => path.endsWith('/start'))).toBe(false);

    // The start call is made by the warning's 'Start lecture'.
    fireEvent.click(screen.getByRole('button', { name: 'Start Lecture' }));
    const warning = await screen.findByRole('dialog', { name: 'New connection' });
    expect(calls.some(({ path }) => path.endsWith('/start'))).toBe(false);
    fireEvent.click(within(warning).getByRole('button', { name: 'Start lecture' }));

    const confirm = await screen.findByRole('dialog', {
      name: 'No presentation has been uploaded. Do you want to proceed?',
    });
    expect(
      calls.some(({ method, path }) => method === 'GET' && path === '/course/7/lecture/3/start'),
    ).toBe(true);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/3/remote'));
  });

  it('starts a lecture with a presentation on its first slide', async () => {
    localStorage.setItem('lastViewedSlide', '5');
    mockApi({
      [LECTURES]: [buildLecture({ hasPresentation: true })],
      'GET /course/7/lecture/3/start': buildLecture({ state: 'STARTED', hasPresentation: true }),
    });
    const { router } = renderRoute('/teacher/class-status');
    fireEvent.click(await screen.findByRole('button', { name: 'Start Lecture' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'New connection' })).getByRole('button', {
        name: 'Start lecture',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/lecture/3/presentation'));
    expect(localStorage.getItem('lastViewedSlide')).toBe('1');
  });

  it('ends a started lecture, closes the live connections and goes to My Lectures', async () => {
    const calls = mockApi({
      [LECTURES]: [buildLecture({ state: 'STARTED', hasPresentation: true })],
      'GET /course/7/lecture/3/end': buildLecture({ state: 'ENDED' }),
    });
    const { router } = renderRoute('/teacher/class-status');
    expect(await screen.findByRole('button', { name: 'Continue Presentation' })).toBeTruthy();
    // No in the confirmation ends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'End Lecture' }));
    const question = 'Are you sure that you want to end this lecture?';
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: question })).getByRole('button', {
        name: 'No',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: question })).toBeNull());
    expect(calls.some(({ path }) => path.endsWith('/end'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'End Lecture' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: question })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText('The lecture has ended.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-lectures'));
    expect(calls.some(({ path }) => path === '/course/7/lecture/3/end')).toBe(true);
    expect(lastSocket(NAMESPACES.classIdGenerator).connected).toBe(false);
  });

  it('resets registered pseudonyms after confirmation', async () => {
    const calls = mockApi({ [LECTURES]: [buildLecture()] });
    renderRoute('/teacher/class-status');
    fireEvent.click(await screen.findByRole('button', { name: 'Reset registered' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you want to delete all pseudonyms of registered students in this lecture?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'DELETE',
        path: '/course/7/lecture/3/reset/reg',
        body: undefined,
      }),
    );
  });

  it('pauses reactions and changes the lecture flags from the Permissions card', async () => {
    const calls = mockApi({ [LECTURES]: [buildLecture({ state: 'STARTED' })] });
    renderRoute('/teacher/class-status');
    const card = await screen.findByRole('region', { name: 'Permissions' });
    const expressions = lastSocket(NAMESPACES.expressions);
    expressions.fire('access_granted', { slideNumber: -1, allowReactions: true });

    fireEvent.click(within(card).getByRole('switch', { name: 'Allow reactions' }));
    expect(expressions.emits('set_allow_reactions')).toEqual([
      { event: 'set_allow_reactions', payload: { allow: false } },
    ]);

    fireEvent.click(within(card).getByRole('switch', { name: 'Allow Q&A' }));
    await waitFor(() =>
      expect(
        calls.find(({ method, path }) => method === 'PUT' && path === '/course/7/lecture/3')?.body,
      ).toMatchObject({ allowQuestionsDuringLecture: false, allowDiscussionsDuringLecture: true }),
    );
  });

  it('offers to extend a lecture about to end; Yes sends extend_class, No extend_class_stop', async () => {
    mockApi({ [LECTURES]: [buildLecture({ state: 'STARTED', endTime: at(3) })] });
    renderRoute('/teacher/class-status');
    const dialog = await screen.findByRole('dialog', { name: 'Lecture ending' });
    expect(
      within(dialog).getByText(
        /^Your lecture is ended\/about to end soon \([34] min\)\. Would you like to extend it for 10 minutes\?$/,
      ),
    ).toBeTruthy();
    const expressions = lastSocket(NAMESPACES.expressions);
    expressions.fire('connect');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(expressions.emits('extend_class')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Lecture ending' })).toBeNull(),
    );

    // The server moves the end: the teacher is asked again near the new end, and may decline.
    expressions.fire('extend_class_res', { ended: false, endTime: at(2), minutesLeft: 2 });
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Lecture ending' })).getByRole('button', {
        name: 'No',
      }),
    );
    expect(expressions.emits('extend_class_stop')).toHaveLength(1);
  });
});
