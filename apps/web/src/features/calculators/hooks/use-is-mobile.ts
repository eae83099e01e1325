import { useMediaQuery } from '@mantine/hooks';

/** spec 2 §2, §9: mobile is below 768 px (Mantine's `sm` breakpoint, 48em). */
export function useIsMobile(): boolean {
  return useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false }) ?? false;
}
