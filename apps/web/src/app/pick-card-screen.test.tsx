import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../testing/render.tsx';
import { joinScreenElement } from './student-screens.tsx';

/** The one screen, drawn by the full app's router. */
const PICK_SCREEN = joinScreenElement({ page: 'pick-card' });

afterEach(cleanup);

// The lean entry's Pick a mask, drawn by the full app under React Router.
describe('Pick card screen in the full app', () => {
  it('offers the 12 masks as named buttons and goes to the waiting room with the choice', () => {
    const { router } = renderAt('/pick-card?classId=482915', PICK_SCREEN);
    expect(screen.getByText('Select a mask to get a pseudonym')).toBeTruthy();
    const masks = within(screen.getByRole('list', { name: 'Masks' })).getAllByRole('button');
    expect(masks).toHaveLength(12);
    expect(masks.map((mask) => mask.textContent)).toContain('Penguin');

    fireEvent.click(screen.getByRole('button', { name: 'Owl' }));
    expect(router.state.location.pathname).toBe('/waiting-room');
    expect(router.state.location.search).toBe('?classId=482915&maskId=2');
    expect(router.state.location.state).toEqual({ classId: '482915', maskId: 2 });
    // It replaces itself: Back from the lecture never lands on Pick a mask again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('takes the class id from router state too', () => {
    renderAt('/pick-card', PICK_SCREEN, { classId: '482915' });
    expect(screen.getAllByRole('button')).toHaveLength(12);
  });

  it('asks for a Lecture Code when there is none', () => {
    renderAt('/pick-card', PICK_SCREEN);
    expect(screen.getByText('Enter the Lecture Code first.')).toBeTruthy();
  });
});
