import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** The instant as a date in the zone, so date-fns reads its day, hour and weekday there (DST included). */
const inZone = (iso: string, zone: string) => new TZDate(Date.parse(iso), zone);

/** yyyy-mm-dd of the instant in the zone. */
export function dayInZone(iso: string, zone: string): string {
  return format(inZone(iso, zone), 'yyyy-MM-dd');
}

/** Hour 0–23 of the instant in the zone. */
export function hourInZone(iso: string, zone: string): number {
  return inZone(iso, zone).getHours();
}

/** Weekday of the instant in the zone, Monday = 0 … Sunday = 6 (the heatmap's week, spec 003 section 9). */
export function weekdayInZone(iso: string, zone: string): number {
  return (inZone(iso, zone).getDay() + 6) % 7;
}

/** Spec 003 section 9: times are shown in en-US format, here in the chosen zone ("2:05 PM"). */
export function timeInZone(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}
