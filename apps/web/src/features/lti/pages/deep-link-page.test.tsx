import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signIn } from '../../../testing/api-mock.ts';
import { renderRoute } from '../../../testing/render.tsx';
import { applyLocale } from '../../../text/locale.ts';
import { LOCALES } from '../../../text/locales.ts';

const inGerman = () => applyLocale(LOCALES.find((locale) => locale.code === 'de')!);

const OPTIONS = {
  platformName: 'Moodle of Tartu',
  courses: [
    {
      id: 7,
      name: 'Linear Algebra',
      shortName: 'LA',
      lectures: [
        { lectureNum: 1, name: 'Vectors' },
        { lectureNum: 2, name: 'Eigenvalues' },
      ],
    },
    { id: 9, name: 'Algorithms', shortName: '', lectures: [] },
  ],
};
const RESULT = { formAction: 'http://127.0.0.1:4100/deep-link-return', jwt: 'signed.jwt.value' };

let submitted: { action: string; method: string; fields: [string, string][] }[] = [];

beforeEach(() => {
  localStorage.clear();
  signIn('TEACHER', null);
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    submitted.push({
      action: this.action,
      method: this.method,
      fields: [...new FormData(this).entries()].map(([name, value]) => [name, String(value)]),
    });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

describe('Deep Linking picker', () => {
  it('posts the chosen lecture and hands the signed answer back to the platform', async () => {
    const calls = mockApi({
      'GET /v1/lti/deep-link/dl-1': OPTIONS,
      'POST /v1/lti/deep-link/dl-1': RESULT,
    });
    renderRoute('/lti/deep-link/dl-1');
    expect(
      await screen.findByText(
        'Choose the course, or one lecture of it, that this activity in Moodle of Tartu opens.',
      ),
    ).toBeTruthy();
    await choose('Course', 'Linear Algebra (LA)');
    await choose('Lecture', 'Lecture 2: Eigenvalues');
    fireEvent.click(screen.getByRole('button', { name: 'Add to the learning platform' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/v1/lti/deep-link/dl-1', body: { courseId: 7, lectureNum: 2 } },
    ]);
    expect(submitted[0]).toEqual({
      action: RESULT.formAction,
      method: 'post',
      fields: [['JWT', RESULT.jwt]],
    });
    expect(screen.getByText('Returning to your learning platform...')).toBeTruthy();
  });

  it('links a whole course when no lecture is chosen, and asks for a course first', async () => {
    const calls = mockApi({
      'GET /v1/lti/deep-link/dl-2': OPTIONS,
      'POST /v1/lti/deep-link/dl-2': RESULT,
    });
    renderRoute('/lti/deep-link/dl-2');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to the learning platform' }));
    expect(await screen.findByText('Choose a course.')).toBeTruthy();
    await choose('Course', 'Algorithms');
    fireEvent.click(screen.getByRole('button', { name: 'Add to the learning platform' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ courseId: 9 });
  });

  it('creates a course with a name and a short name, checked before sending', async () => {
    const calls = mockApi({
      'GET /v1/lti/deep-link/dl-3': { platformName: 'Canvas', courses: [] },
      'POST /v1/lti/deep-link/dl-3': RESULT,
    });
    renderRoute('/lti/deep-link/dl-3');
    expect(await screen.findByText('You have no courses yet: create one here.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to the learning platform' }));
    expect(await screen.findByText('Course name is required.')).toBeTruthy();
    expect(screen.getByText('Short name is required.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Course name'), { target: { value: 'Optics' } });
    fireEvent.change(screen.getByLabelText('Short name'), { target: { value: 'OPT' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the learning platform' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      newCourse: { name: 'Optics', shortName: 'OPT' },
    });
  });

  it("says so when the platform's request cannot be loaded", async () => {
    mockApi({ 'GET /v1/lti/deep-link/gone': { status: 404, body: { message: 'Not found.' } } });
    renderRoute('/lti/deep-link/gone');
    expect(
      await screen.findByText(
        'The courses could not be loaded. Add the activity in your learning platform again.',
      ),
    ).toBeTruthy();
    expect(submitted).toEqual([]);
  });
});

describe('Deep Linking picker in German', () => {
  beforeEach(inGerman);
  afterEach(() => applyLocale(LOCALES[0]));

  it("says the new course's missing name and short name in German", async () => {
    mockApi({ 'GET /v1/lti/deep-link/dl-4': { platformName: 'Canvas', courses: [] } });
    renderRoute('/lti/deep-link/dl-4');
    expect(
      await screen.findByText('Sie haben noch keine Kurse: Legen Sie hier einen an.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zur Lernplattform hinzufügen' }));
    expect(await screen.findByText('Bitte geben Sie den Namen des Kurses ein.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie einen Kurznamen ein.')).toBeTruthy();
  });
});
