import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PasskeySummary } from '@o4f/contract';
import { api } from '../../../lib/api-client.ts';
import { addPasskey } from '../../../lib/passkeys.ts';

const passkeysKey = ['passkeys'] as const;

/** The signed-in account's passkeys, oldest first. */
export const usePasskeys = () =>
  useQuery({
    queryKey: passkeysKey,
    queryFn: async () => (await api.get<PasskeySummary[]>('/v1/passkeys')).data,
  });

/** Creates a passkey on this device (the browser asks the person) and refreshes the list. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    // The page says why it failed (a closed prompt is no error to toast).
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/v1/passkeys/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}
