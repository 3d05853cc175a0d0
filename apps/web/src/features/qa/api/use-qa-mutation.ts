import { useMutation, useQueryClient, type MutationFunction } from '@tanstack/react-query';
import { markOwnChange } from './own-changes.ts';
import { QA_QUERY_ROOT } from './qa-paths.ts';

/**
 * A Q/A/D mutation: marks the change as this browser's own (see own-changes.ts) and, once it
 * succeeds, invalidates every Q/A/D query so each screen shows the new state.
 */
export function useQaMutation<TData, TVariables>(mutationFn: MutationFunction<TData, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: () => {
      markOwnChange();
    },
    onSuccess: async () => {
      markOwnChange();
      await queryClient.invalidateQueries({ queryKey: QA_QUERY_ROOT });
    },
  });
}
