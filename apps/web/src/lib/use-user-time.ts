import { formatDateInZone } from './format';
import { useCurrentUser } from './use-current-user';

/**
 * Formats a time as the signed-in user reads it: in their profile's time zone (default
 * Australia/Melbourne), with the zone named ("24 Nov 2026, 6:36 am AEDT"), as on their PDFs and
 * printouts. Never fetches the user (a shared page is open to visitors): without a loaded record,
 * this browser's zone, named.
 */
export function useUserTime(): (iso: string) => string {
  const timeZone = useCurrentUser({ enabled: false }).data?.timeZone;
  return (iso) => formatDateInZone(iso, timeZone);
}
