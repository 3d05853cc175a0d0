import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import RegisterTeacherPage from './register-teacher-page.tsx';

afterEach(cleanup);

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('RegisterTeacherPage', () => {
  it('shows every required message on Send', async () => {
    renderWithProviders(<RegisterTeacherPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    for (const message of [
      'First Name is required.',
      'Last Name is required.',
      'Email is required.',
      'University is required.',
      'Password is required.',
      'Confirm password is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });

  it('checks the email on blur and the confirmation against the password', async () => {
    renderWithProviders(<RegisterTeacherPage />);
    fireEvent.change(field(/School Email/), { target: { value: 'not-an-email' } });
    fireEvent.blur(field(/School Email/));
    expect(await screen.findByText('Email is not valid.')).toBeTruthy();
    fireEvent.change(field(/^Password/), { target: { value: 'Stronger1' } });
    fireEvent.blur(field(/^Password/));
    fireEvent.change(field(/Confirm password/), { target: { value: 'Stronger2' } });
    fireEvent.blur(field(/Confirm password/));
    expect(await screen.findByText('Password do not match')).toBeTruthy();
  });
});
