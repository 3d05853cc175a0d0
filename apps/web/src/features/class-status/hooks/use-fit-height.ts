import { useLayoutEffect, useRef, useState } from 'react';

/** Marks the element around the slide viewer inside the measured box. */
export const FIT_VIEWER = { 'data-fit-viewer': '' } as const;

/**
 * The largest height the slide may take so that its viewer fits the box it sits in: the box's
 * height less what the viewer shows besides the slide's row (page number, thumbnails), which
 * does not depend on the slide's size. Remeasured whenever either changes size. The viewer is
 * the box's child marked FIT_VIEWER (others, such as a highlighted question, lie over it).
 */
export function useFitHeight<T extends HTMLElement>() {
  const boxRef = useRef<T>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const viewerOf = () => box.querySelector<HTMLElement>(':scope > [data-fit-viewer]');
    const measure = () => {
      const viewer = viewerOf();
      const slideRow = viewer?.firstElementChild?.firstElementChild as HTMLElement | null;
      const besides = viewer && slideRow ? viewer.offsetHeight - slideRow.offsetHeight : 0;
      setHeight(Math.max(120, Math.floor(box.clientHeight - besides)));
    };
    const observer = new ResizeObserver(measure);
    const watched = new Set<Element>();
    const watch = () => {
      const viewer = viewerOf();
      if (viewer && !watched.has(viewer)) {
        watched.add(viewer);
        observer.observe(viewer);
      }
      measure();
    };
    observer.observe(box);
    const children = new MutationObserver(watch);
    children.observe(box, { childList: true });
    watch();
    return () => {
      observer.disconnect();
      children.disconnect();
    };
  }, []);
  return { boxRef, height };
}
