import { isClassCode, isMaskId, type MaskId } from '@o4f/contract';

export interface JoinParams {
  classId: string | null;
  maskId: MaskId | null;
}

/** The class id and mask travel in router state and, for reloads, in the query string. */
export function readJoinParams(state: unknown, search: URLSearchParams): JoinParams {
  const fromState =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const rawClassId = fromState.classId ?? search.get('classId');
  const rawMaskId = fromState.maskId ?? search.get('maskId');
  const classId = typeof rawClassId === 'string' ? rawClassId.trim() : null;
  const maskId = rawMaskId === null || rawMaskId === undefined ? NaN : Number(rawMaskId);
  return {
    classId: classId && isClassCode(classId) ? classId : null,
    maskId: isMaskId(maskId) ? maskId : null,
  };
}
