/**
 * What a signal on the `signals` channel does to the page, the same in the lean Feedback tab and
 * the full app's shell (which also updates its query cache): a lecture's change is announced, a
 * removal or a deleted account leaves the page, an unregistered course is no longer selected.
 */
import type { Signal } from '@o4f/contract';
import { text } from '../text/en.ts';
import { BROWSER_EVENTS, dispatchBrowserEvent } from './browser-events.ts';
import { notify } from './notify.ts';
import { paths } from './paths.ts';
import { storage } from './storage.ts';

export const LECTURE_SIGNALS: ReadonlySet<Signal['type']> = new Set<Signal['type']>([
  'lecture_started',
  'lecture_ended',
  'lecture_updated',
]);

export function applySignal(
  signal: Signal,
  navigate: (to: string, options: { replace: boolean }) => unknown,
): void {
  if (LECTURE_SIGNALS.has(signal.type)) {
    // The live page closes its lecture connection on this event.
    dispatchBrowserEvent(BROWSER_EVENTS.updateClassInfo, signal);
    return;
  }
  switch (signal.type) {
    case 'removed_from_pseudonym':
      dispatchBrowserEvent(BROWSER_EVENTS.updateClassInfo, signal);
      notify(text.signals.removed, 'error');
      void navigate(paths.oldOrNewStudent, { replace: true });
      return;
    case 'unregistered_course':
      if (signal.courseId !== null && storage.getSelectedCourse()?.id === signal.courseId)
        storage.setSelectedCourse(null);
      dispatchBrowserEvent(BROWSER_EVENTS.updateUserInfo, signal);
      return;
    case 'account_deleted':
      dispatchBrowserEvent(BROWSER_EVENTS.updateUserInfo, signal);
      notify(text.signals.accountDeleted, 'error');
      void navigate(paths.about, { replace: true });
      storage.clearSession();
      return;
  }
}
