import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/api-mock.ts';
import { buildAnswer, buildDiscussion, buildMessage } from '../../../testing/posts.ts';
import { DiscussionCards } from './discussion-cards.tsx';

beforeEach(() => {
  localStorage.clear();
  storage.setToken('token');
  storage.setRole('STUDENT');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const withDiscussions = (count: number, overrides = {}) =>
  buildAnswer({
    discussions: Array.from({ length: count }, (_, index) =>
      buildDiscussion({ discussionStarterPseudonym: `Starter ${index + 1}` }),
    ),
    discussionCount: count,
    ...overrides,
  });

const cards = () =>
  within(screen.getByRole('list', { name: 'Discussions' })).getAllByRole('listitem');

/** Makes MUI's useMediaQuery see a phone (every max-width query matches). */
function stubPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

describe('DiscussionCards', () => {
  it("shows 6 discussions and the rest behind 'Show all (n)'", () => {
    renderWithProviders(<DiscussionCards answer={withDiscussions(9)} />);
    expect(cards()).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Show all (9)' }));
    expect(cards()).toHaveLength(9);
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(cards()).toHaveLength(6);
  });

  it("shows exactly 6 without 'Show all'", () => {
    renderWithProviders(<DiscussionCards answer={withDiscussions(6)} />);
    expect(cards()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('shows 4 on a phone', () => {
    stubPhone();
    renderWithProviders(<DiscussionCards answer={withDiscussions(5)} />);
    expect(cards()).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Show all (5)' })).toBeTruthy();
  });

  it('opens a discussion with its messages; only a participant gets a reply box', async () => {
    const discussion = buildDiscussion({
      discussionStarterPseudonym: 'Red Owl',
      messages: [
        buildMessage({ message: 'Why so?' }),
        buildMessage({ pseudonym: 'Teacher', teacherPost: true, message: 'Because.' }),
      ],
    });
    const answer = buildAnswer({ discussions: [discussion] });
    const path = `/course/7/lecture/3/question/${answer.questionId}/answer/${answer.id}/discussion`;
    const calls = mockApi({ [`GET ${path}/${discussion.id}`]: discussion });
    renderWithProviders(<DiscussionCards answer={answer} />);
    fireEvent.click(screen.getByRole('button', { name: /^Discussion with Red Owl\b/ }));
    const dialog = await screen.findByRole('dialog', { name: /Discussion/ });
    const messages = within(within(dialog).getByRole('list', { name: 'Messages' })).getAllByRole(
      'listitem',
    );
    expect(messages).toHaveLength(2);
    expect(within(messages[1] as HTMLElement).getByLabelText('Teacher post')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Your message' })).toBeNull();
    // While open, the dialog reads the discussion's own (live) query.
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain(`${path}/${discussion.id}`),
    );
  });

  it('starts a discussion on an answer the viewer may respond to', async () => {
    const answer = buildAnswer();
    const started = buildDiscussion({ answerId: answer.id, respondable: true, selfInvolved: true });
    const path = `/course/7/lecture/3/question/${answer.questionId}/answer/${answer.id}/discussion`;
    const calls = mockApi({
      [`POST ${path}`]: started,
      [`GET ${path}/${started.id}`]: started,
    });
    renderWithProviders(<DiscussionCards answer={answer} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start a discussion' }));
    const dialog = await screen.findByRole('dialog', { name: /Discussion/ });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your message' }), {
      target: { value: 'Can you give an example?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        message: 'Can you give an example?',
      }),
    );
    expect(await within(dialog).findByText('Could you explain more?')).toBeTruthy();
    await waitFor(() => expect(calls.map((call) => call.path)).toContain(`${path}/${started.id}`));
  });

  it('offers no discussion to the answer poster', () => {
    renderWithProviders(<DiscussionCards answer={buildAnswer({ selfPosted: true })} />);
    expect(screen.queryByRole('button', { name: 'Start a discussion' })).toBeNull();
  });
});
