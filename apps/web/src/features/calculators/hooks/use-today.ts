import { todayInJohannesburg } from '@portal/domain/dates';
import { useState } from 'react';

/** Today's date in South African time, fixed for the life of the component (DESIGN §1a). */
export function useToday(): string {
  const [today] = useState(() => todayInJohannesburg(new Date()));
  return today;
}
