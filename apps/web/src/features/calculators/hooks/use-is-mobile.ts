import { useMediaMatch } from '@/lib/viewport';

/** spec 2 §2, §9: mobile is below 768 px (Mantine's `sm` breakpoint, 48em). */
export function useIsMobile(): boolean {
  return useMediaMatch('(max-width: 47.99em)');
}
