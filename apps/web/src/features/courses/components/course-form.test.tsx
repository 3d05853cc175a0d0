import { ThemeProvider, createTheme } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { COURSE_TEXT } from '@o4f/contract';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../../text/locale.ts';
import { LOCALES } from '../../../text/locales.ts';
import { CourseForm, type CourseFormValues } from './course-form.tsx';

function Providers({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <ThemeProvider theme={createTheme()}>
      <SnackbarProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>{children}</MemoryRouter>
        </QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}

const empty: CourseFormValues = { name: '', shortName: '', startDate: '' };

function renderForm(
  props: Partial<Parameters<typeof CourseForm>[0]> & { defaultValues?: CourseFormValues } = {},
) {
  const onSubmit = vi.fn();
  render(
    <Providers>
      <CourseForm
        defaultValues={empty}
        isEdit={false}
        isSubmitting={false}
        onSubmit={onSubmit}
        {...props}
      />
    </Providers>,
  );
  return { onSubmit };
}

afterEach(cleanup);

describe('CourseForm', () => {
  it('shows the spec messages for the empty required fields on Save and does not submit', async () => {
    const { onSubmit } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(COURSE_TEXT.titleInvalid)).toBeTruthy();
    expect(screen.getByText(COURSE_TEXT.startDateInvalid)).toBeTruthy();
    // The short name is optional: empty is no error.
    expect(screen.queryByText(COURSE_TEXT.shortNameInvalid)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('derives the short name from the title when it is left empty', async () => {
    const { onSubmit } = renderForm({ defaultValues: { ...empty, startDate: '2026-03-05' } });
    expect(screen.getByText('Leave it empty to use the beginning of the title.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('COURSE TITLE'), {
      target: { value: 'Introduction to Functional Programming' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Introduction to Functional Programming',
      shortName: 'Introduction to',
      startDate: '2026-03-05',
    });
  });

  it("keeps the spec's message for an invalid short name", async () => {
    const { onSubmit } = renderForm({ defaultValues: { ...empty, startDate: '2026-03-05' } });
    fireEvent.change(screen.getByLabelText('COURSE TITLE'), { target: { value: 'Algebra' } });
    fireEvent.change(screen.getByLabelText('SHORT NAME (OPTIONAL)'), {
      target: { value: 'x'.repeat(51) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(COURSE_TEXT.shortNameInvalid)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a field when it loses focus', async () => {
    renderForm({ defaultValues: { ...empty, startDate: '2026-03-05' } });
    fireEvent.blur(screen.getByLabelText('COURSE TITLE'));

    expect(await screen.findByText(COURSE_TEXT.titleInvalid)).toBeTruthy();
    expect(screen.queryByText(COURSE_TEXT.shortNameInvalid)).toBeNull();
  });

  it('submits trimmed values once every field is valid', async () => {
    const { onSubmit } = renderForm({ defaultValues: { ...empty, startDate: '2026-03-05' } });
    fireEvent.change(screen.getByLabelText('COURSE TITLE'), { target: { value: ' Algebra I ' } });
    fireEvent.change(screen.getByLabelText('SHORT NAME (OPTIONAL)'), {
      target: { value: 'ALG1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Algebra I',
      shortName: 'ALG1',
      startDate: '2026-03-05',
    });
    expect(screen.queryByText(COURSE_TEXT.titleInvalid)).toBeNull();
  });

  it('offers Update and Delete Course in edit mode', () => {
    const onDelete = vi.fn();
    renderForm({
      isEdit: true,
      onDelete,
      defaultValues: { name: 'Algebra', shortName: 'ALG', startDate: '2026-03-05' },
    });
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Course' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('COURSE START DATE')).toHaveProperty('value', '2026-03-05');
  });
});

describe('CourseForm in German', () => {
  beforeEach(() => applyLocale(LOCALES.find((locale) => locale.code === 'de')!));
  afterEach(() => applyLocale(LOCALES[0]));

  it('says the messages of the required fields and of a too long short name in German', async () => {
    const { onSubmit } = renderForm();
    fireEvent.change(screen.getByLabelText('KURZNAME (OPTIONAL)'), {
      target: { value: 'x'.repeat(51) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Der Titel ist ungültig.')).toBeTruthy();
    expect(screen.getByText('Der Kurzname ist ungültig.')).toBeTruthy();
    expect(screen.getByText('Das Startdatum ist ungültig.')).toBeTruthy();
    expect(screen.queryByText(COURSE_TEXT.titleInvalid)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
