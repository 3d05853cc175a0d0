import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openLean } from './open-lean.tsx';

afterEach(cleanup);

// The lean entry's Pick a mask, drawn by the full app under React Router.
describe('Pick card screen in the full app', () => {
  it('offers the 12 masks as named buttons and goes to the waiting room with the choice', () => {
    const page = openLean('/pick-card?classId=482915');
    expect(screen.getByText('Select a mask to get a pseudonym')).toBeTruthy();
    const masks = within(screen.getByRole('list', { name: 'Masks' })).getAllByRole('button');
    expect(masks).toHaveLength(12);
    expect(masks.map((mask) => mask.textContent)).toContain('Penguin');

    fireEvent.click(screen.getByRole('button', { name: 'Owl' }));
    expect(page.location().pathname).toBe('/waiting-room');
    expect(page.location().search).toBe('?classId=482915&maskId=2');
    expect(page.location().state).toEqual({ classId: '482915', maskId: 2 });
    // It replaces itself: Back from the lecture never lands on Pick a mask again.
    expect(page.replaced()).toBe(true);
  });

  it('takes the class id from router state too', () => {
    openLean('/pick-card', { classId: '482915' });
    expect(screen.getAllByRole('button')).toHaveLength(12);
  });

  it('asks for a Lecture Code when there is none', () => {
    openLean('/pick-card');
    expect(screen.getByText('Enter the Lecture Code first.')).toBeTruthy();
  });
});
