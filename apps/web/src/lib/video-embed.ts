/** youtube-nocookie: the privacy policy promises no cookies, so the embedded player must set none. */
export const videoEmbedUrl = (videoId: string): string =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`;
