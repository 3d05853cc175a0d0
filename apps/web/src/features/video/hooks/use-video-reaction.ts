import {
  VIDEO_REACTION_SECONDS,
  videoReactionEnd,
  type ExpressionTag,
  type VideoExpression,
} from '@o4f/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePostVideoExpression } from '../api/post-video-expression.ts';
import { usePostVideoTakeBack } from '../api/post-video-take-back.ts';
import type { LectureRef } from '../api/video-paths.ts';

const REACTION_MS = VIDEO_REACTION_SECONDS * 1000;

export interface ActiveReaction {
  tag: ExpressionTag;
  /** Epoch ms when it clears. */
  until: number;
}

const isTag = (value: number): value is ExpressionTag =>
  Number.isInteger(value) && value >= 1 && value <= 5;

const tenths = (seconds: number) => Math.round(Math.max(0, seconds) * 10) / 10;

/**
 * The video page's one active reaction (student spec §4): a press sends it with the video time
 * and its end (60 s later, capped at the duration); pressing it again takes it back, on the
 * server too (it then counts for nothing); it clears after 60 s. The latest one, if still within
 * its 60 s and not taken back, comes back on return.
 */
export function useVideoReaction(
  ref: LectureRef,
  times: { currentTime: () => number; duration: () => number },
  last: VideoExpression | null | undefined,
) {
  const [active, setActive] = useState<ActiveReaction | null>(null);
  const touched = useRef(false);
  const post = usePostVideoExpression(ref);
  const takeBack = usePostVideoTakeBack(ref);

  // Restore the last reaction for what remains of its 60 s (unless the student pressed since).
  useEffect(() => {
    if (touched.current || !last || !isTag(last.expressionTag)) return;
    // Taken back: its window closed where it opened.
    if (last.endTime <= last.time) return;
    const until = Date.parse(last.createdAt) + REACTION_MS;
    if (Number.isFinite(until) && until > Date.now()) setActive({ tag: last.expressionTag, until });
  }, [last]);

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setActive(null), Math.max(0, active.until - Date.now()));
    return () => clearTimeout(timer);
  }, [active]);

  const { mutate } = post;
  const { mutate: mutateTakeBack } = takeBack;
  const { currentTime, duration } = times;
  const press = useCallback(
    (tag: ExpressionTag) => {
      touched.current = true;
      if (active?.tag === tag) {
        const taken = active;
        setActive(null);
        mutateTakeBack(
          { expressionTag: tag },
          // Refused: the reaction is still active on the server, and on the button.
          { onError: () => setActive((current) => current ?? taken) },
        );
        return;
      }
      const time = tenths(currentTime());
      const endTime = videoReactionEnd(time, duration());
      const previous = active;
      const pressed = { tag, until: Date.now() + REACTION_MS };
      setActive(pressed);
      mutate(
        { expressionTag: tag, time, endTime },
        // Refused: the button goes back to what was active before.
        { onError: () => setActive((current) => (current === pressed ? previous : current)) },
      );
    },
    [active, currentTime, duration, mutate, mutateTakeBack],
  );

  return { active, press, sending: post.isPending || takeBack.isPending };
}
