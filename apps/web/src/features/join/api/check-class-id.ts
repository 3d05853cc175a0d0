import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /classId/{code}: is there a live lecture behind this Lecture Code? */
export const checkClassId = (classId: string) =>
  api.get<unknown>(`/classId/${encodeURIComponent(classId)}`);

// The join form says what went wrong itself ('Sorry but there is currently no class...').
export const useCheckClassId = () =>
  useMutation({ mutationFn: checkClassId, meta: { silent: true } });
