import type { SsoConfig } from '@o4f/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE } from '../../../lib/api-client.ts';

/**
 * GET /v1/sso/config: whether the teacher login offers campus sign-in. Read without the api
 * client: a server that cannot answer simply shows no button, and no error toast.
 */
export async function getSsoConfig(): Promise<SsoConfig> {
  const response = await fetch(`${API_BASE}/v1/sso/config`);
  if (!response.ok) return { enabled: false, label: null };
  const body = (await response.json()) as { data?: SsoConfig };
  return body.data ?? { enabled: false, label: null };
}

export const ssoConfigQueryOptions = queryOptions({
  queryKey: ['sso', 'config'] as const,
  queryFn: getSsoConfig,
  staleTime: 5 * 60_000,
  retry: false,
});

export const useSsoConfig = () => useQuery(ssoConfigQueryOptions);

/** Where the campus sign-in button leads: the server sends the browser on to the provider. */
export const SSO_START_URL = `${API_BASE}/v1/sso/start`;
