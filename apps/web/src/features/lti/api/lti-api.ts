/** Where the LTI endpoints for the web live, under the api client's /apio4f. */
export const LTI_API = '/v1/lti';

export const ltiKeys = {
  deepLink: (deepLinkId: string) => ['lti', 'deep-link', deepLinkId] as const,
  platforms: ['lti', 'platforms'] as const,
};
