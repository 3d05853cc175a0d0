import { useCallback, useEffect, useState } from 'react';

/** The Fullscreen API for the whole page (slide and side panel together). */
export function useFullscreen() {
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const handleChange = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', handleChange);
    return () => document.removeEventListener('fullscreenchange', handleChange);
  }, []);
  const toggle = useCallback(() => {
    const request = document.fullscreenElement
      ? document.exitFullscreen?.()
      : document.documentElement.requestFullscreen?.();
    // Refused (no user gesture, or not supported): the page simply stays as it is.
    void request?.catch((error: unknown) => console.error('Full screen', error));
  }, []);
  return { active, toggle, supported: Boolean(document.fullscreenEnabled) };
}
