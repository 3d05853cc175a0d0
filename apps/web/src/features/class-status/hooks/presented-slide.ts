import type { LiveLectureState } from '../../../lib/paths.ts';
import { storage } from '../../../lib/storage.ts';

/**
 * The slide a presentation view shows first. The spec keeps one `lastViewedSlide` per browser,
 * which two lectures presented at once in two tabs would share: a reload of one would send the
 * other's slide to its students. So this tab also remembers the slide per lecture (session
 * storage is per tab and survives a reload), and the spec's key is the fallback.
 */
const key = ({ courseId, lectureNum }: LiveLectureState) => `o4f.slide.${courseId}.${lectureNum}`;

export function readPresentedSlide(lecture: LiveLectureState): number {
  try {
    const slide = Number(window.sessionStorage.getItem(key(lecture)));
    if (Number.isInteger(slide) && slide >= 1) return slide;
  } catch {
    // Session storage unavailable: the spec's key alone.
  }
  return storage.getLastViewedSlide();
}

export function writePresentedSlide(lecture: LiveLectureState, slide: number): void {
  storage.setLastViewedSlide(slide);
  try {
    window.sessionStorage.setItem(key(lecture), String(slide));
  } catch {
    // As above: the spec's key is written all the same.
  }
}

/** Starting a lecture shows its first slide (the spec resets lastViewedSlide to 1). */
export function resetPresentedSlide(lecture: LiveLectureState): void {
  writePresentedSlide(lecture, 1);
}
