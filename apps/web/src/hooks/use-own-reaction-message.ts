/**
 * What the student's own-reaction region says (shared by the full app's remote and the lean
 * Feedback tab): their reaction when they choose one, "withdrawn" when it goes away on the same
 * slide, and the slide change when a new slide cleared it.
 */
import type { ExpressionTag } from '@o4f/contract';
import { useEffect, useRef, useState } from 'react';
import { text } from '../text/en.ts';

/** Empty until something changes after mount: a remote that appears says nothing. */
export function useOwnReactionMessage(
  activeTag: ExpressionTag | null,
  slideNumber: number | null = null,
): string {
  const [message, setMessage] = useState('');
  const previous = useRef({ activeTag, slideNumber });
  useEffect(() => {
    const before = previous.current;
    previous.current = { activeTag, slideNumber };
    if (activeTag !== null) {
      if (activeTag !== before.activeTag)
        setMessage(text.live.announce.yourReaction(text.live.reactions[activeTag]));
      return;
    }
    // Nothing of the student's changed (no reaction before, none now).
    if (before.activeTag === null) return;
    const slideMoved =
      before.slideNumber !== null && slideNumber !== null && slideNumber !== before.slideNumber;
    if (!slideMoved) setMessage(text.live.announce.noReaction);
    else if (slideNumber >= 1) setMessage(text.live.announce.slideChanged(slideNumber));
  }, [activeTag, slideNumber]);
  return message;
}
