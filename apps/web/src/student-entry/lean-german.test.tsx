// A German-speaking student's lean pages: every text from the German catalogue (activated after
// the modules loaded, as main.tsx does), and the language menu that switches back.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../lib/storage.ts';
import { buildLecture, mockApi } from '../testing/api-mock.ts';
import { openedSocket, resetSockets } from '../testing/fake-socket.ts';
import { applyLocale } from '../text/locale.ts';
import { LOCALES } from '../text/locales.ts';
import { LeanApp } from './lean-app.tsx';

vi.mock('../lib/socket.ts', () => import('../testing/fake-socket.ts'));

const locale = (code: string) => LOCALES.find((entry) => entry.code === code)!;

function openAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(<LeanApp handOver={vi.fn()} />);
}

beforeEach(async () => {
  resetSockets();
  await applyLocale(locale('de'));
});

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  vi.restoreAllMocks();
  await applyLocale(locale('en'));
});

describe('the lean pages in German', () => {
  it('asks for the Lecture Code in German, with the page marked as German', () => {
    openAt('/old-or-new-student?new=1');
    expect(screen.getByRole('textbox', { name: 'Vorlesungscode eingeben' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveProperty('value', 'de');
  });

  it('names the reactions in German on the Feedback tab', async () => {
    storage.setToken('token');
    storage.setRole('STUDENT');
    storage.setSelectedCourse({ id: 7, name: 'Algorithms', shortName: 'ALG' });
    mockApi({
      'GET /course/7/lecture/3': buildLecture({ state: 'STARTED', isAttending: true }),
      'GET /course/7/lecture/3/pseudonym': { pseudonym: 'Owl 4', maskId: 2 },
    });
    openAt('/lecture/3/live?tab=feedback');
    expect(await screen.findByRole('heading', { name: 'Sorting algorithms' })).toBeTruthy();
    expect(await screen.findByText('Verbindung zur Vorlesung wird hergestellt …')).toBeTruthy();
    const socket = await openedSocket('/expressions');
    socket.fire('connect');
    socket.fire('access_granted', { slideNumber: 2, allowReactions: true });
    expect(await screen.findByText('Dein Feedback zu Folie 2')).toBeTruthy();
    const names = within(screen.getByRole('group', { name: 'Reaktionen' }))
      .getAllByRole('button')
      .map((button) => button.querySelector('.l-reaction-name')?.textContent);
    expect(names).toEqual(['Zu schwer', 'Ich bin raus', 'Unklar', 'Super!', 'Zu einfach']);
  });

  it('remembers a language chosen in the menu and reloads in it', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    openAt('/old-or-new-student?new=1');
    const menu = screen.getByRole('combobox', { name: 'Sprache' });
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(LOCALES.map((entry) => entry.name));
    fireEvent.change(menu, { target: { value: 'en' } });
    expect(window.localStorage.getItem('o4f_language')).toBe('en');
    expect(reload).toHaveBeenCalledOnce();
  });
});
