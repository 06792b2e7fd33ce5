/**
 * A room's free nights on its page, above its call to action: the month grid (src/ui/NightGrid.tsx), and,
 * once the page is the browser's, the stay's date fields, whose nights the call to action carries to the
 * contact page. A room with no published nights (or none readable) shows the call alone.
 * Loaded at the visitor's first move (src/pages/DetailPage.tsx): a first visit's load carries none of it.
 */
import { useState, type ReactNode } from 'react';
import type { RoomAvailability } from '../content/availability';
import { useLang } from '../i18n/react';
import { useHydrated } from '../data/useHydrated';
import NightGrid from '../ui/NightGrid';
import { StayDates, type Stay } from './StayDates';
import styles from './pages.module.css';

function isAvailability(v: unknown): v is RoomAvailability {
  const a = v as Partial<RoomAvailability> | null;
  return !!a && Array.isArray(a.taken) && typeof a.checkedAt === 'number' && Number.isFinite(a.checkedAt);
}

/**
 * `data`: the room's published nights document, as its page read it; `cta`: the call to action, given the
 * nights picked as the contact page's parameters ('' for none).
 */
export default function RoomNights({ data, cta }: { data: unknown; cta: (picked: string) => ReactNode }) {
  const lang = useLang();
  const availability = isAvailability(data) ? data : null;
  const [{ checkIn, checkOut }, setStay] = useState<Stay>({ checkIn: '', checkOut: '' });
  // Picking needs the application; without it the contact page asks for the dates.
  const hydrated = useHydrated();
  if (!availability) return cta('');
  const picked = `${checkIn ? `&checkIn=${checkIn}` : ''}${checkOut ? `&checkOut=${checkOut}` : ''}`;
  return (
    <>
      <NightGrid data={availability} lang={lang} />
      {hydrated && (
        <div className={styles.detailStay}>
          <StayDates
            value={{ checkIn, checkOut }}
            onChange={setStay}
            taken={availability.taken}
            minNights={availability.minNights}
          />
        </div>
      )}
      {cta(picked)}
    </>
  );
}
