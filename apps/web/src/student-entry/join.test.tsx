import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../lib/storage.ts';
import { mockApi } from '../testing/api-mock.ts';
import { openLean } from './open-lean.tsx';

const NOTE =
  'In order to join lecture, that lecture has to be live. If you join a new lecture, you will be logged out from the current lecture.';

/** A visitor who said they are new, or a signed-in student: the join screen itself. */
const JOIN = '/old-or-new-student?new=1';

const field = () => screen.getByPlaceholderText('Enter Lecture Code') as HTMLInputElement;
const joinButton = () => screen.getByRole('button', { name: 'Join' }) as HTMLButtonElement;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('The join screen (one for visitors and signed-in students)', () => {
  it('disables Join while the field is empty and says what is wrong with the code', () => {
    openLean(JOIN);
    expect(joinButton().disabled).toBe(true);

    fireEvent.change(field(), { target: { value: '12ab' } });
    expect(screen.getByText('Lecture code must be number')).toBeTruthy();
    expect(joinButton().disabled).toBe(false);

    fireEvent.change(field(), { target: { value: '' } });
    expect(screen.getByText('Lecture Code is required.')).toBeTruthy();
    expect(joinButton().disabled).toBe(true);
  });

  it('shows the live-lecture note only to a signed-in user', () => {
    openLean(JOIN);
    expect(screen.queryByText(NOTE)).toBeNull();
    cleanup();
    storage.setToken('token');
    storage.setRole('STUDENT');
    openLean(JOIN);
    expect(screen.getByText(NOTE)).toBeTruthy();
  });

  it('checks a code and continues to /pick-card with the class id', async () => {
    const calls = mockApi({ 'GET /classId/482915': { classId: '482915' } });
    const page = openLean(JOIN);
    fireEvent.change(field(), { target: { value: '482915' } });
    fireEvent.click(joinButton());
    await waitFor(() => expect(page.location().pathname).toBe('/pick-card'));
    expect(calls[0]?.path).toBe('/classId/482915');
    expect(page.location().search).toBe('?classId=482915');
    expect(page.location().state).toEqual({ classId: '482915' });
  });

  it('says there is no class when the check fails', async () => {
    mockApi({}, { otherwise: { status: 404, body: { message: 'No such class' } } });
    const page = openLean(JOIN);
    fireEvent.change(field(), { target: { value: '111111' } });
    fireEvent.click(joinButton());
    expect(
      await screen.findByText('Sorry but there is currently no class with this Lecture Code'),
    ).toBeTruthy();
    expect(page.location().pathname).toBe('/old-or-new-student');
  });

  it('takes the refusal toast away once the right code goes through', async () => {
    const NO_CLASS = 'Sorry but there is currently no class with this Lecture Code';
    mockApi(
      { 'GET /classId/482915': { classId: '482915' } },
      { otherwise: { status: 404, body: { message: NO_CLASS } } },
    );
    const page = openLean(JOIN);
    fireEvent.change(field(), { target: { value: '111111' } });
    fireEvent.click(joinButton());
    expect(await screen.findByText(NO_CLASS)).toBeTruthy();

    fireEvent.change(field(), { target: { value: '482915' } });
    fireEvent.click(joinButton());
    await waitFor(() => expect(page.location().pathname).toBe('/pick-card'));
    await waitFor(() => expect(screen.queryByText(NO_CLASS)).toBeNull());
  });
});
