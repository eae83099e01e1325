import { formatDisplayDate, isValidIsoDate, todayInJohannesburg } from '@portal/domain/dates';

// Formatting at the edge (DESIGN §4.5) with the domain's formatters: dates as '5 Mar 2026'.

/** A calendar date 'YYYY-MM-DD' as '5 Mar 2026' (anything else unchanged, never a throw). */
export function displayDate(date: string): string {
  return isValidIsoDate(date) ? formatDisplayDate(date) : date;
}

/** A statement's period: '1 Mar 2025 – 28 Feb 2026'. */
export function periodText(fromDate: string, toDate: string): string {
  return `${displayDate(fromDate)} – ${displayDate(toDate)}`;
}

/** An ISO timestamp as its South African calendar date (DESIGN §1a), '5 Mar 2026'. */
export function timestampDate(timestamp: string): string {
  const instant = new Date(timestamp);
  return Number.isNaN(instant.getTime())
    ? timestamp
    : formatDisplayDate(todayInJohannesburg(instant));
}
