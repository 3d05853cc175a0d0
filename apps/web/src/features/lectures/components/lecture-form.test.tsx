import { ThemeProvider, createTheme } from '@mui/material/styles';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LECTURE_TEXT } from '@o4f/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../../text/locale.ts';
import { LOCALES } from '../../../text/locales.ts';
import { defaultLectureFormValues, type LectureFormValues } from '../utils/lecture-form-values.ts';
import { LectureForm } from './lecture-form.tsx';

const defaults = defaultLectureFormValues(new Date(2026, 2, 5, 14, 30));

function renderForm(defaultValues: LectureFormValues = defaults) {
  const onSubmit = vi.fn();
  render(
    <ThemeProvider theme={createTheme()}>
      <LectureForm
        defaultValues={defaultValues}
        isEdit={false}
        hasPresentation={false}
        isSubmitting={false}
        uploadProgress={null}
        onSubmit={onSubmit}
      />
    </ThemeProvider>,
  );
  return { onSubmit };
}

afterEach(cleanup);

describe('LectureForm', () => {
  it('shows every required-field message on Save and does not submit', async () => {
    const { onSubmit } = renderForm({ ...defaults, date: '', startTime: '', endTime: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(LECTURE_TEXT.nameRequired)).toBeTruthy();
    expect(screen.getByText(LECTURE_TEXT.dateRequired)).toBeTruthy();
    expect(screen.getByText(LECTURE_TEXT.startTimeRequired)).toBeTruthy();
    expect(screen.getByText(LECTURE_TEXT.endTimeRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the name when it loses focus', async () => {
    renderForm();
    fireEvent.blur(screen.getByLabelText('Lecture name'));
    expect(await screen.findByText(LECTURE_TEXT.nameRequired)).toBeTruthy();
    expect(screen.queryByText(LECTURE_TEXT.dateRequired)).toBeNull();
  });

  it('submits the defaults once a name is given', async () => {
    const { onSubmit } = renderForm();
    fireEvent.change(screen.getByLabelText('Lecture name'), { target: { value: 'Sorting' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Sorting',
      date: '2026-03-05',
      startTime: '14:30',
      endTime: '15:30',
      allowQuestionsDuringLecture: true,
      allowDiscussionsDuringLecture: true,
    });
  });

  it('shows the video link for a video lecture and the preview only for an 11-character video id', () => {
    renderForm();
    expect(screen.getByLabelText('Choose PDF')).toBeTruthy();
    expect(screen.queryByLabelText('Video link')).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: 'Video lecture' }));
    const link = screen.getByLabelText('Video link');
    expect(screen.queryByLabelText('Choose PDF')).toBeNull();

    fireEvent.change(link, { target: { value: 'https://youtu.be/short' } });
    expect(screen.queryByRole('button', { name: 'Preview video' })).toBeNull();

    fireEvent.change(link, { target: { value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
    expect(screen.getByRole('button', { name: 'Preview video' })).toBeTruthy();
  });

  it('keeps a chosen PDF in the form and refuses other files', async () => {
    const { onSubmit } = renderForm({ ...defaults, name: 'Slides' });
    const input = screen.getByLabelText('Choose PDF');
    const png = new File(['x'], 'photo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Presentations must be PDF files.')).toBeTruthy();

    const pdf = new File(['%PDF-1.4'], 'slides.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Replace PDF'), { target: { files: [pdf] } });
    expect(screen.getByText('slides.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].presentation).toBe(pdf);
  });
});

describe('LectureForm in German', () => {
  beforeEach(() => applyLocale(LOCALES.find((locale) => locale.code === 'de')!));
  afterEach(() => applyLocale(LOCALES[0]));

  it('says the required-field messages in German, read when the form validates', async () => {
    const { onSubmit } = renderForm({ ...defaults, date: '', startTime: '', endTime: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Bitte geben Sie einen Namen ein.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie ein Datum ein.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie den Beginn ein.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie das Ende ein.')).toBeTruthy();
    expect(screen.queryByText(LECTURE_TEXT.nameRequired)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says an end at the start time and a file that is no PDF in German', async () => {
    const { onSubmit } = renderForm({ ...defaults, name: 'Optik', endTime: defaults.startTime });
    fireEvent.change(screen.getByLabelText('PDF auswählen'), {
      target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Das Ende muss nach dem Beginn liegen.')).toBeTruthy();
    expect(screen.getByText('Präsentationen müssen PDF-Dateien sein.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
