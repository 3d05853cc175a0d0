import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../testing/render.tsx';
import PickCardPage from './pick-card-page.tsx';

afterEach(cleanup);

describe('Pick card page', () => {
  it('offers the 12 masks as named buttons and goes to the waiting room with the choice', () => {
    const { router } = renderAt('/pick-card?classId=482915', <PickCardPage />);
    expect(screen.getByText('Select a mask to get a pseudonym')).toBeTruthy();
    const masks = within(screen.getByRole('list', { name: 'Masks' })).getAllByRole('button');
    expect(masks).toHaveLength(12);
    expect(masks.map((mask) => mask.textContent)).toContain('Penguin');

    fireEvent.click(screen.getByRole('button', { name: 'Owl' }));
    expect(router.state.location.pathname).toBe('/waiting-room');
    expect(router.state.location.search).toBe('?classId=482915&maskId=2');
    expect(router.state.location.state).toEqual({ classId: '482915', maskId: 2 });
  });

  it('takes the class id from router state too', () => {
    renderAt('/pick-card', <PickCardPage />, { classId: '482915' });
    expect(screen.getAllByRole('button')).toHaveLength(12);
  });

  it('asks for a Lecture Code when there is none', () => {
    renderAt('/pick-card', <PickCardPage />);
    expect(screen.getByText('Enter the Lecture Code first.')).toBeTruthy();
  });
});
