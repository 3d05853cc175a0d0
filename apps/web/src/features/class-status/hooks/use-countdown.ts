import { secondsLeft } from '@o4f/contract';
import { useEffect, useState } from 'react';

/** Whole seconds left until `expiresAt` (epoch ms), ticking every second; null without one. */
export function useCountdown(expiresAt: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  if (expiresAt === null) return null;
  return secondsLeft(expiresAt, now);
}

/** 300 → "5:00". */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
