import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { COUNTER_COLOURS, PostComposer, type PostComposerProps } from './post-composer.tsx';

afterEach(cleanup);

function renderComposer(props: Partial<PostComposerProps> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn();
  renderWithProviders(<PostComposer kind="question" {...props} onSubmit={onSubmit} />);
  return { onSubmit };
}

const field = (name = 'Your question') => screen.getByRole('textbox', { name });
const type = (value: string, name?: string) => fireEvent.change(field(name), { target: { value } });
const counter = () => screen.getByTestId('post-counter');
const postButton = () => screen.getByRole('button', { name: 'Post' }) as HTMLButtonElement;
const words = (count: number) => Array.from({ length: count }, () => 'ab').join(' ');

function expectValid(valid: boolean) {
  expect(counter().dataset.valid).toBe(String(valid));
  // White when valid, yellow while invalid.
  expect(getComputedStyle(counter()).color).toBe(valid ? '#ffffff' : '#ffeb3b');
  expect(postButton().disabled).toBe(!valid);
}

describe('PostComposer', () => {
  it('counts characters and words in the live format, with Min 5 chars while too short', () => {
    renderComposer({ variant: 'live' });
    expect(counter().textContent).toBe('0 / 250 chars 0 / 50 words' + 'Min 5 chars');
    type('Why is it so?');
    expect(counter().textContent).toBe('13 / 250 chars 4 / 50 words');
    expect(screen.queryByText('Min 5 chars')).toBeNull();
  });

  it('counts in the list format', () => {
    renderComposer({ kind: 'answer', variant: 'list' });
    type('One two three', 'Your answer');
    expect(counter().textContent).toBe('13 / 750 characters | 3 / 150 words');
    expect(screen.queryByText('Min 5 chars')).toBeNull();
  });

  it('needs at least 6 characters after trimming (5 is yellow and disabled, 6 white and enabled)', () => {
    renderComposer({ variant: 'live' });
    type('  abcde   ');
    expectValid(false);
    expect(screen.getByText('Min 5 chars')).toBeTruthy();
    type('  abcdef ');
    expectValid(true);
    expect(screen.queryByText('Min 5 chars')).toBeNull();
  });

  it('accepts 250 characters and refuses 251; the field has the hard maxLength', () => {
    renderComposer();
    expect(field().getAttribute('maxlength')).toBe('250');
    type('a'.repeat(250));
    expectValid(true);
    type('a'.repeat(251));
    expectValid(false);
  });

  it('accepts 50 words and refuses 51', () => {
    renderComposer();
    type(words(50));
    expectValid(true);
    type(words(51));
    expectValid(false);
  });

  it('uses the limits of answers and discussion messages', () => {
    renderComposer({ kind: 'answer' });
    expect(field('Your answer').getAttribute('maxlength')).toBe('750');
    type(words(150), 'Your answer');
    expectValid(true);
    type(words(151), 'Your answer');
    expectValid(false);
    cleanup();
    renderComposer({ kind: 'discussion' });
    expect(field('Your message').getAttribute('maxlength')).toBe('3000');
    type('a'.repeat(3001), 'Your message');
    expectValid(false);
  });

  it('shows the placeholder of each mode', () => {
    renderComposer();
    expect(field().getAttribute('placeholder')).toBe('Post a question/response');
    cleanup();
    renderComposer({ mode: 'disabled' });
    expect(field().getAttribute('placeholder')).toBe('Question are currently not allowed');
    expect((field() as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Post' })).toBeNull();
    cleanup();
    renderComposer({ kind: 'answer', mode: 'disabled' });
    expect(field('Your answer').getAttribute('placeholder')).toBe(
      'Answer are currently not allowed',
    );
    cleanup();
    renderComposer({ mode: 'readOnly' });
    expect(field().getAttribute('placeholder')).toBe(
      'Question are not available, you can read only',
    );
    expect(
      screen.getByRole('img', { name: "View only. You didn't attend this lecture." }),
    ).toBeTruthy();
  });

  it('posts the trimmed text, clears the field, and passes the teacher pseudonym choice', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderComposer({ onSubmit, canPostUnderPseudonym: true });
    type('  What is a basis?  ');
    fireEvent.click(postButton());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ text: 'What is a basis?', pseudonym: false }),
    );
    await waitFor(() => expect((field() as HTMLTextAreaElement).value).toBe(''));
    type('What is a span?');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Post under a pseudonym' }));
    fireEvent.click(postButton());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenLastCalledWith({ text: 'What is a span?', pseudonym: true }),
    );
  });

  it('offers no pseudonym choice to students and keeps the text when posting fails', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('refused'));
    renderComposer({ onSubmit });
    expect(screen.queryByRole('checkbox', { name: 'Post under a pseudonym' })).toBeNull();
    type('What is a basis?');
    fireEvent.click(postButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((field() as HTMLTextAreaElement).value).toBe('What is a basis?');
  });

  it('keeps its colours in one place', () => {
    expect(COUNTER_COLOURS).toEqual({ valid: '#ffffff', invalid: '#ffeb3b' });
  });
});
