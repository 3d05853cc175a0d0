/**
 * The Lecture Code's two ways in, the same in the lean student entry and the full app: the field
 * and its Join button, and the /join/{code} link a QR code opens. A live code goes on to Pick a
 * mask; what went wrong is said in the spec's words.
 */
import { isClassCode } from '@o4f/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../lib/api-client.ts';
import { checkClassId, codeCheckMessage, lectureCodeError } from '../lib/join/lecture-code.ts';
import { notify } from '../lib/notify.ts';
import { paths } from '../lib/paths.ts';
import { text } from '../text/en.ts';
import type { JoinNavigate } from './use-waiting-room-page.ts';

const goToPickCard = (navigate: JoinNavigate, classId: string, replace: boolean) =>
  void navigate(`${paths.pickCard}?classId=${classId}`, { replace, state: { classId } });

/** The Lecture Code field: its value, its message, and Join. */
export function useLectureCodeForm(navigate: JoinNavigate, initialCode = '') {
  const [code, setCode] = useState(initialCode);
  // Set by typing or by Join: leaving a field the user never typed in shows no error.
  const [touched, setTouched] = useState(initialCode !== '');
  const [checking, setChecking] = useState(false);
  const error = touched ? lectureCodeError(code) : null;
  // The last refusal's toast: taken away once the code works or the form is gone.
  const dismissRefusal = useRef<() => void>(() => {});
  useEffect(() => () => dismissRefusal.current(), []);

  const change = (value: string) => {
    setCode(value);
    setTouched(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const classId = code.trim();
    if (lectureCodeError(classId) || checking) return;
    setChecking(true);
    checkClassId(classId).then(
      () => {
        dismissRefusal.current();
        goToPickCard(navigate, classId, false);
      },
      (failure: unknown) => {
        setChecking(false);
        if (!isApiError(failure) || !failure.handled) {
          dismissRefusal.current();
          dismissRefusal.current = notify(codeCheckMessage(failure), 'error');
        }
      },
    );
  };

  return { code, error, checking, change, submit };
}

/**
 * /join/{code}: the code is checked at once and a live one goes straight on to Pick a mask
 * (replacing this entry, so Back never lands here again). Null while checking, else the reason
 * the code does not open a lecture (expired or unknown).
 */
export function useLectureCodeLink(navigate: JoinNavigate, code: string): string | null {
  const [failure, setFailure] = useState<string | null>(() =>
    isClassCode(code) ? null : text.join.noClass,
  );
  const checked = useRef<string | null>(null);

  useEffect(() => {
    if (!isClassCode(code) || checked.current === code) return;
    checked.current = code;
    checkClassId(code).then(
      () => goToPickCard(navigate, code, true),
      (error: unknown) => setFailure(codeCheckMessage(error)),
    );
  }, [code, navigate]);

  return failure;
}
