import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** Cycles 0..count-1 every `intervalMs`; stays put when the member prefers reduced motion. */
export function useRotatingIndex(count: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  const prefersReducedMotion = useReducedMotion();

  useEffect(() => {
    if (prefersReducedMotion || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, prefersReducedMotion]);

  return index;
}
