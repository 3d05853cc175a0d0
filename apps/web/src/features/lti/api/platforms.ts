import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LtiPlatform, LtiPlatformInput, LtiPlatformList } from '@o4f/contract';
import { api } from '../../../lib/api-client.ts';
import { LTI_API, ltiKeys } from './lti-api.ts';

export async function getPlatforms(): Promise<LtiPlatformList> {
  const { data } = await api.get<LtiPlatformList>(`${LTI_API}/platforms`);
  return data;
}

export const usePlatforms = () =>
  useQuery(queryOptions({ queryKey: ltiKeys.platforms, queryFn: getPlatforms }));

export async function addPlatform(input: LtiPlatformInput): Promise<LtiPlatform> {
  const { data } = await api.post<LtiPlatform>(`${LTI_API}/platforms`, input);
  return data;
}

export async function removePlatform(platformId: number): Promise<void> {
  await api.delete<unknown>(`${LTI_API}/platforms/${platformId}`);
}

export function useAddPlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPlatform,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ltiKeys.platforms }),
  });
}

export function useRemovePlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePlatform,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ltiKeys.platforms }),
  });
}
