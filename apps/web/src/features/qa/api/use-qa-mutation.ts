import { useMutation, useQueryClient, type MutationFunction } from '@tanstack/react-query';
import { markOwnChange, type OwnChange } from './own-changes.ts';
import { QA_QUERY_ROOT } from './qa-paths.ts';

/**
 * A Q/A/D mutation: records the qa_update it will cause as this browser's own (see
 * own-changes.ts) and, once it succeeds, invalidates every Q/A/D query so each screen shows the
 * new state.
 */
export function useQaMutation<TData, TVariables>(
  mutationFn: MutationFunction<TData, TVariables>,
  echoOf: (variables: TVariables) => OwnChange,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: (variables) => ({ forget: markOwnChange(echoOf(variables)) }),
    onError: (_error, _variables, context) => {
      context?.forget();
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: QA_QUERY_ROOT });
    },
  });
}

type Ref = { courseId: number; lectureNum: number; questionId?: number; answerId?: number };

/** The echo of a change of kind `kind` on the post (or lecture) the variables name. */
export const echo =
  (kind: OwnChange['kind']) =>
  ({ courseId, lectureNum, questionId, answerId }: Ref): OwnChange => ({
    courseId,
    lectureNum,
    kind,
    questionId,
    answerId,
  });
