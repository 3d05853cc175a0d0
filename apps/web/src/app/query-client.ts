import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toastApiError } from '../lib/api-client.ts';

/**
 * Queries retry once and their failures are only logged (the spec's list-loading rule);
 * a failed mutation shows the server's message unless it opts out with `meta: { silent: true }`.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
    queryCache: new QueryCache({ onError: (error) => console.error(error) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent) console.error(error);
        else toastApiError(error);
      },
    }),
  });
}
