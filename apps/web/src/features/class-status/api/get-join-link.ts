import { joinLink, type JoinLink } from '@o4f/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /join-link: where the QR code and the join link point, and whether phones can open it. */
export async function getJoinLink(): Promise<JoinLink> {
  const { data } = await api.get<unknown>('/join-link');
  // An answer of another shape (an older server) leaves the page's own address in use.
  return joinLink.parse(data);
}

export const getJoinLinkQueryOptions = () =>
  queryOptions({
    queryKey: ['join-link'],
    queryFn: getJoinLink,
    // The server's address does not change while it runs.
    staleTime: Infinity,
  });

export const useJoinLink = () => useQuery(getJoinLinkQueryOptions());
