import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { LtiDeepLinkChoice, LtiDeepLinkOptions, LtiDeepLinkResult } from '@o4f/contract';
import { api } from '../../../lib/api-client.ts';
import { LTI_API, ltiKeys } from './lti-api.ts';

const deepLinkPath = (deepLinkId: string) =>
  `${LTI_API}/deep-link/${encodeURIComponent(deepLinkId)}`;

export async function getDeepLinkOptions(deepLinkId: string): Promise<LtiDeepLinkOptions> {
  const { data } = await api.get<LtiDeepLinkOptions>(deepLinkPath(deepLinkId));
  return data;
}

export const useDeepLinkOptions = (deepLinkId: string) =>
  useQuery(
    queryOptions({
      queryKey: ltiKeys.deepLink(deepLinkId),
      queryFn: () => getDeepLinkOptions(deepLinkId),
      // A deep-linking request is answered once; there is nothing to refresh.
      retry: false,
      staleTime: Infinity,
    }),
  );

export async function sendDeepLinkChoice({
  deepLinkId,
  choice,
}: {
  deepLinkId: string;
  choice: LtiDeepLinkChoice;
}): Promise<LtiDeepLinkResult> {
  const { data } = await api.post<LtiDeepLinkResult>(deepLinkPath(deepLinkId), choice);
  return data;
}

export const useSendDeepLinkChoice = () => useMutation({ mutationFn: sendDeepLinkChoice });
