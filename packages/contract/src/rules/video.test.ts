import { describe, expect, it } from 'vitest';
import { extractVideoId } from './video.ts';

describe('extractVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://youtu.be/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('extracts the id of %s', (link, id) => {
    expect(extractVideoId(link)).toBe(id);
  });

  it.each([
    ['https://www.youtube.com/watch?v=short'],
    ['https://youtu.be/dQw4w9WgXcQQ'],
    ['https://example.org/video'],
    [''],
    [null],
    [undefined],
  ])('gives an empty id for %s', (link) => {
    expect(extractVideoId(link)).toBe('');
  });
});
