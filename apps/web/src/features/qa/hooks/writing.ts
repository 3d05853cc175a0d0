/**
 * Whether the viewer is writing on a Q&A page: a composer holds a draft, or an edit is open.
 * While they are, changes made elsewhere are not applied in place (the page shows 'This is not
 * the latest version of the page.'); see docs/decisions/questions-that-live.md.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';

export interface WritingRegistry {
  /** A writer starts; the returned function says it stopped. */
  enter: () => () => void;
}

export const WritingContext = createContext<WritingRegistry | null>(null);

/** The page's registry (to provide through WritingContext) and whether anyone on it writes. */
export function useWritingRegistry(): { registry: WritingRegistry; writing: boolean } {
  const [writers, setWriters] = useState(0);
  const enter = useCallback(() => {
    setWriters((count) => count + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      setWriters((count) => count - 1);
    };
  }, []);
  const registry = useMemo(() => ({ enter }), [enter]);
  return { registry, writing: writers > 0 };
}

/** A composer or edit reports that it is being written in (outside a registry: nothing). */
export function useReportWriting(active: boolean): void {
  const registry = useContext(WritingContext);
  useEffect(() => {
    if (!registry || !active) return;
    return registry.enter();
  }, [registry, active]);
}
