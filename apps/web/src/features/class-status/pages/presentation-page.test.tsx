import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NAMESPACES } from '@o4f/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render.tsx';
import { buildLecture, mockApi, signInTeacher } from '../../../testing/api-mock.ts';
import { lastSocket, openedSocket, resetSockets, sockets } from '../../../testing/fake-socket.ts';

vi.mock('../../../lib/socket.ts', () => import('../../../testing/fake-socket.ts'));

vi.mock('../../../components/pdf-viewer/load-pdfjs.ts', async () =>
  (await import('../../../testing/fake-pdfjs.ts')).pdfjsModuleMock(4),
);

const PDF = new Blob([new Uint8Array([37, 80, 68, 70])], { type: 'application/pdf' });
const LECTURE = buildLecture({ state: 'STARTED', hasPresentation: true });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetSockets();
  signInTeacher();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Presentation view', () => {
  it('sends set_slide on connect, on the next arrow and on the arrow keys', async () => {
    mockApi({
      'GET /course/7/lecture/3': LECTURE,
      'GET /course/7/lecture/3/presentation': PDF,
    });
    renderRoute('/lecture/3/presentation');
    expect(await screen.findByRole('img', { name: 'Slide 1 of 4' })).toBeTruthy();

    const expressions = lastSocket(NAMESPACES.expressions);
    expect(expressions.query).toEqual({ courseId: 7, lectureNum: 3 });
    expressions.fire('connect');
    expect(expressions.emits('set_slide').at(-1)?.payload).toEqual({ slideNumber: 1 });

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(expressions.emits('set_slide').at(-1)?.payload).toEqual({ slideNumber: 2 });
    expect(await screen.findByRole('img', { name: 'Slide 2 of 4' })).toBeTruthy();

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(expressions.emits('set_slide').at(-1)?.payload).toEqual({ slideNumber: 3 });
    expect(localStorage.getItem('lastViewedSlide')).toBe('3');

    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(expressions.emits('set_slide').at(-1)?.payload).toEqual({ slideNumber: 2 });
  });

  it("opens at this tab's last slide of this lecture, not another lecture's (two at once)", async () => {
    mockApi({
      'GET /course/7/lecture/3': LECTURE,
      'GET /course/7/lecture/3/presentation': PDF,
    });
    // Another tab presented another lecture last (the spec's one key per browser)...
    localStorage.setItem('lastViewedSlide', '4');
    // ...while this tab had lecture 3 on slide 2.
    sessionStorage.setItem('o4f.slide.7.3', '2');
    renderRoute('/lecture/3/presentation');
    expect(await screen.findByRole('img', { name: 'Slide 2 of 4' })).toBeTruthy();
    const expressions = lastSocket(NAMESPACES.expressions);
    expressions.fire('connect');
    expect(expressions.emits('set_slide').at(-1)?.payload).toEqual({ slideNumber: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(sessionStorage.getItem('o4f.slide.7.3')).toBe('3');
    expect(localStorage.getItem('lastViewedSlide')).toBe('3');
  });

  it('shows the live reactions, the number of new questions on Q&A and the class status panel', async () => {
    mockApi({
      'GET /course/7/lecture/3': LECTURE,
      'GET /course/7/lecture/3/presentation': PDF,
    });
    const { router } = renderRoute('/lecture/3/presentation');
    await screen.findByRole('img', { name: 'Slide 1 of 4' });
    // The header is hidden on the presentation view.
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();

    lastSocket(NAMESPACES.expressions).fire('expression_update', {
      slideNumber: 1,
      expressions: [
        { tag: 1, count: 3 },
        { tag: 3, count: 1 },
      ],
      lectureExpressions: [{ tag: 1, count: 7 }],
    });
    const bar = screen.getByRole('region', { name: 'Live reactions on this slide' });
    expect(within(bar).getByLabelText("I'm lost: 3 (75%)")).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Class status' }));
    const panel = await screen.findByRole('complementary', { name: 'Class status' });
    expect(within(panel).getByRole('button', { name: 'Request ID' })).toBeTruthy();
    expect(within(panel).getByRole('region', { name: 'Waiting room' })).toBeTruthy();

    expect(screen.getByRole('button', { name: 'Q&A' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /new question/ })).toBeNull();
    const signals = lastSocket(NAMESPACES.signals, { withQuery: true });
    const questionPosted = (id: number, lectureNum = 3) =>
      signals.fire('notification', {
        id,
        event: 'question_posted',
        acknowledged: false,
        createdAt: '',
        updatedAt: '',
        details: { lecture: { id: 100 + lectureNum, lectureNum, name: 'Sorting algorithms' } },
      });
    questionPosted(1);
    expect(screen.getByRole('button', { name: 'Q&A 1 new question' })).toBeTruthy();
    expect(screen.getByTestId('qa-badge').textContent).toContain('1');
    questionPosted(2, 4);
    questionPosted(3);
    const qa = screen.getByRole('button', { name: 'Q&A 2 new questions' });
    expect(screen.getByTestId('qa-badge').textContent).toContain('2');
    fireEvent.click(qa);
    expect(screen.queryByRole('button', { name: /new question/ })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/lecture/3/questions'));
  });

  it('keeps the questions beside the slide in a side panel', async () => {
    mockApi({
      'GET /course/7/lecture/3': LECTURE,
      'GET /course/7/lecture/3/presentation': PDF,
    });
    renderRoute('/lecture/3/presentation');
    await screen.findByRole('img', { name: 'Slide 1 of 4' });
    const toggle = screen.getByRole('button', { name: 'Questions' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const panel = await screen.findByRole('complementary', { name: 'Questions' });
    expect(await within(panel).findByText('There are currently no questions.')).toBeTruthy();
    // The slide stays on screen beside it.
    expect(screen.getByRole('img', { name: 'Slide 1 of 4' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Close questions' }));
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('names each reaction under the slide and hides the bar from the projector', async () => {
    mockApi({
      'GET /course/7/lecture/3': LECTURE,
      'GET /course/7/lecture/3/presentation': PDF,
    });
    renderRoute('/lecture/3/presentation');
    await screen.findByRole('img', { name: 'Slide 1 of 4' });
    const bar = screen.getByRole('region', { name: 'Live reactions on this slide' });
    for (const name of ["I'm lost", 'Not Clear', 'Great!', 'Too Hard', 'Too Simple'])
      expect(within(bar).getByText(name)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hide reactions' }));
    expect(screen.queryByRole('region', { name: 'Live reactions on this slide' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show reactions' }));
    expect(screen.getByRole('region', { name: 'Live reactions on this slide' })).toBeTruthy();
  });

  it('asks about new arrivals in a compact panel, not a dialog over the slide', async () => {
    mockApi({
      'GET /course/7/lecture/3': LECTURE,
      'GET /course/7/lecture/3/presentation': PDF,
      'GET /course/7/lecture/3/info': {
        attending: 12,
        new_accounts_lec: 0,
        new_accounts_course: 0,
        accounts_course: 0,
      },
    });
    renderRoute('/lecture/3/presentation');
    await screen.findByRole('img', { name: 'Slide 1 of 4' });
    const room = lastSocket(NAMESPACES.waitingRoom);
    room.fire('connect');
    room.fire('admit_automatically', { enabled: false });
    room.fire('WR_NEW:+', { new: 3, noReg: 0, reg: 1 });

    const panel = await screen.findByRole('region', { name: 'Waiting Room Update!' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(panel).getByText('Waiting: 3 New accounts, 1 Registered.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Yes' }));
    expect(room.emits('admit_new')).toHaveLength(1);
    expect(room.emits('admit_reg')).toHaveLength(1);
    expect(room.emits('admit_noreg')).toHaveLength(0);
    room.fire('admitted_new', { count: 3, totals: { new: 0, noReg: 0, reg: 1 } });
    room.fire('admitted_reg', { count: 1, totals: { new: 0, noReg: 0, reg: 0 } });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Waiting Room Update!' })).toBeNull(),
    );

    // Admit automatically: the teacher is not asked, and the strip takes no space above the
    // slide (the setting and the running count are in the Class status panel).
    room.fire('WR_NEW:+', { new: 1, noReg: 0, reg: 0 });
    const asked = await screen.findByRole('region', { name: 'Waiting Room Update!' });
    fireEvent.click(within(asked).getByRole('switch', { name: 'Admit automatically' }));
    expect(room.emits('set_admit_automatically').at(-1)?.payload).toEqual({ enabled: true });
    room.fire('admit_automatically', { enabled: true });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Waiting Room Update!' })).toBeNull(),
    );
    room.fire('WR_NEW:+', { new: 2, noReg: 0, reg: 0 });
    expect(screen.queryByRole('region', { name: 'Waiting Room Update!' })).toBeNull();
    expect(screen.queryByText(/Do you want to accept them/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Class status' }));
    const status = await screen.findByRole('complementary', { name: 'Class status' });
    expect(within(status).getByRole('switch', { name: 'Admit automatically' })).toBeTruthy();
    expect(await within(status).findByText('Admitted in this lecture: 12')).toBeTruthy();

    // Another screen of the teacher turned it off.
    room.fire('admit_automatically', { enabled: false });
    room.fire('WR_NEW:+', { new: 3, noReg: 0, reg: 0 });
    expect(
      await within(await screen.findByRole('region', { name: 'Waiting Room Update!' })).findByText(
        'Do you want to accept them?',
      ),
    ).toBeTruthy();
  });

  it('leaves for My Lectures when the lecture-ended signal arrives', async () => {
    mockApi({
      'GET /course/7/lecture/3': LECTURE,
      'GET /course/7/lecture/3/presentation': PDF,
    });
    const { router } = renderRoute('/lecture/3/presentation');
    await screen.findByRole('img', { name: 'Slide 1 of 4' });
    const signals = lastSocket(NAMESPACES.signals, { withQuery: true });
    expect(signals.query).toEqual({ courseId: 7, lectureNum: 3 });
    // Every signals socket of the lecture hears it (the highlighted question opens one too).
    for (const socket of sockets.filter((s) => s.namespace === NAMESPACES.signals && s.query))
      socket.fire('signal', { type: 'lecture_ended', courseId: 7, lectureNum: 3 });
    expect(await screen.findByText('The lecture has ended.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-lectures'));
  });

  it('says when the PDF cannot be loaded', async () => {
    mockApi({
      'GET /course/7/lecture/3': LECTURE,
      'GET /course/7/lecture/3/presentation': { status: 404, body: { message: 'Not found.' } },
    });
    renderRoute('/lecture/3/presentation');
    expect(
      await screen.findByText(
        'PDF presentation was not correctly uploaded. Please upload presentation again.',
      ),
    ).toBeTruthy();
  });
});

describe('Remote view', () => {
  it('shows the lecture (slide -1 sent, never shown) and the live reaction bar', async () => {
    mockApi({ 'GET /course/7/lecture/3': buildLecture({ state: 'STARTED' }) });
    renderRoute('/teacher/3/remote');
    expect(await screen.findByRole('heading', { name: 'Sorting algorithms' })).toBeTruthy();
    const expressions = await openedSocket(NAMESPACES.expressions);
    expressions.fire('connect');
    expect(expressions.emits('set_slide')).toEqual([
      { event: 'set_slide', payload: { slideNumber: -1 } },
    ]);
    expect(screen.queryByText(/-1/)).toBeNull();
    expect(
      screen.getByText('No presentation: reactions are about the lecture as a whole.'),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Live reactions on this slide' })).toBeTruthy();

    // The questions panel beside the lecture, as on the presentation view.
    fireEvent.click(screen.getByRole('button', { name: 'Questions' }));
    const panel = await screen.findByRole('complementary', { name: 'Questions' });
    expect(await within(panel).findByText('There are currently no questions.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sorting algorithms' })).toBeTruthy();
  });

  it('says when there is no such lecture', async () => {
    mockApi({
      'GET /course/7/lecture/9': { status: 404, body: { message: 'Lecture not found.' } },
    });
    renderRoute('/teacher/9/remote');
    expect(await screen.findByText('No lecture found')).toBeTruthy();
  });
});
