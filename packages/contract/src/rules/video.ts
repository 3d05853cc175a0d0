const VIDEO_ID_LENGTH = 11;
const PATTERNS = [
  /[?&]v=([^&#]+)/,
  /youtu\.be\/([^?&#/]+)/,
  /\/(?:embed|shorts|live|v)\/([^?&#/]+)/,
];

/** The video id of a video-service link: exactly 11 characters, otherwise empty. */
export function extractVideoId(link: string | null | undefined): string {
  if (!link) return '';
  for (const pattern of PATTERNS) {
    const id = pattern.exec(link.trim())?.[1];
    if (id !== undefined) return id.length === VIDEO_ID_LENGTH ? id : '';
  }
  return '';
}
