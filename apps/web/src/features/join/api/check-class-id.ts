import { useMutation } from '@tanstack/react-query';
import { checkClassId } from '../../../lib/join/lecture-code.ts';

export { checkClassId };

// The join form says what went wrong itself ('Sorry but there is currently no class...').
export const useCheckClassId = () =>
  useMutation({ mutationFn: checkClassId, meta: { silent: true } });
