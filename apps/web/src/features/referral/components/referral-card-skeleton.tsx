import { Skeleton } from '@mantine/core';

// Apart from the banner, whose code loads after the page's (app/member-referral-banner.tsx).

/** The large card's place while the member's funds load (staff members do not get the card). */
export function ReferralCardSkeleton() {
  return <Skeleton height={170} radius="md" aria-hidden="true" />;
}
