import { extractVideoId } from '@o4f/contract';
import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './video-embed.ts';

describe('videoEmbedUrl', () => {
  it('embeds the extracted video id through youtube-nocookie', () => {
    const id = extractVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42');
    expect(videoEmbedUrl(id)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });
});
