import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';

afterEach(cleanup);

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Change password' });

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
}

describe('PasswordChangeForm', () => {
  it('shows each required message when a field is left empty', async () => {
    renderWithProviders(<PasswordChangeForm onSubmit={vi.fn()} />);
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      fireEvent.focus(field(label));
      fireEvent.blur(field(label));
    }
    expect(await screen.findByText('Current password is required.')).toBeTruthy();
    expect(await screen.findByText('New password is required.')).toBeTruthy();
    expect(await screen.findByText('Confirm password is required')).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);
  });

  it('refuses a weak new password and a confirmation that differs', async () => {
    renderWithProviders(<PasswordChangeForm onSubmit={vi.fn()} />);
    type('Current password', 'old-secret');
    type('New password', 'weakpass');
    expect(await screen.findByText('Weak password. Match requirement from above.')).toBeTruthy();
    type('New password', 'Stronger1');
    type('Confirm new password', 'Stronger2');
    expect(await screen.findByText('Password do not match')).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);
  });

  it('enables submit when valid and changed, sends the values and resets after success', async () => {
    const onSubmit = vi.fn().mockResolvedValue(true);
    renderWithProviders(<PasswordChangeForm onSubmit={onSubmit} />);
    type('Current password', 'old-secret');
    type('New password', 'Stronger1');
    type('Confirm new password', 'Stronger1');
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    fireEvent.click(submit());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        password: 'old-secret',
        newPassword: 'Stronger1',
        newPasswordConfirm: 'Stronger1',
      }),
    );
    await waitFor(() => expect(field('Current password')).toHaveProperty('value', ''));
    expect(submit()).toHaveProperty('disabled', true);
  });
});
