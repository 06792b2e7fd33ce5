import { useEffect, useId, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useTranslation } from '../i18n/react';
import type { RoomAvailability } from '../content/availability';
import { AVAILABILITY_MONTHS, STAY_TIME_ZONE } from '../content/availability';
import { INTL_LOCALES } from '../content/intl';
import { monthStart, monthWeeks, readNights, stayDay, type DayState } from '../content/nightGrid';
import type { Lang } from '../content/constants';
import { useHydrated } from '../data/useHydrated';
import { addNightsStrings } from '../i18n/nights';

const never = () => () => undefined;
/** Today in the guesthouse's calendar; while hydrating a saved page, the day of `rendered` (ms). */
function useStayToday(rendered: number): string {
  return useSyncExternalStore(
    never,
    () => stayDay(Date.now()),
    () => stayDay(rendered),
  );
}

/** The grid's classes (src/ui/nightGrid.css, in the site's styles: a saved page read without script has them). */
const styles = new Proxy({} as Record<string, string>, { get: (_, name) => `ng-${String(name)}` });

/**
 * Months in the saved page, two at a time (a year: the page stays light to read without script). With
 * script the grid turns on through every month the nights are kept for (AVAILABILITY_MONTHS).
 */
export const SAVED_MONTHS = 12;
const LEGEND: DayState[] = ['free', 'taken', 'arrive', 'leave'];

/**
 * A room's free and taken nights, two months at a time. Readable without script: the saved page holds
 * every month, and "next" and "previous" are links to the pair they show (CSS's `:target`); with script
 * they turn the pages in place. Until the page is the browser's, "today" is the day the nights were
 * checked, so the server's render and the hydrating one are the same.
 */
export default function NightGrid({ data, lang }: { data: RoomAvailability; lang: Lang }) {
  const { t, i18n } = useTranslation();
  useState(() => addNightsStrings(i18n));
  const base = `n${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hydrated = useHydrated();
  const today = useStayToday(data.checkedAt);
  const nights = readNights(data.taken);
  const locale = INTL_LOCALES[lang];
  const fmt = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...o });
  const monthName = fmt({ month: 'long', year: 'numeric' });
  const dayName = fmt({ day: 'numeric', month: 'long' });
  const weekday = fmt({ weekday: 'short' });
  const weekdayLong = fmt({ weekday: 'long' });
  // 2024-01-01 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)));
  const at = (d: string) => new Date(`${d}T00:00:00Z`);
  const time = new Intl.DateTimeFormat(locale, { timeZone: STAY_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(
    data.checkedAt,
  );
  const checkedDay = stayDay(data.checkedAt);
  const updated =
    checkedDay === today
      ? t('availability.updated', { time })
      : t('availability.updatedOn', { time, date: dayName.format(at(checkedDay)) });

  const label = Object.fromEntries(
    (['free', 'taken', 'arrive', 'leave', 'change', 'past'] as const).map((s) => [s, t(`availability.${s}`)]),
  ) as Record<DayState, string>;
  const months = hydrated ? AVAILABILITY_MONTHS : SAVED_MONTHS;
  const pages = Array.from({ length: months / 2 }, (_, p) => [monthStart(today, 2 * p), monthStart(today, 2 * p + 1)]);
  const pageId = (p: number) => `${base}-p${p}`;
  const [shown, setShown] = useState(0);
  const moved = useRef<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // Arriving at a pair by its address (the saved page's link), the application keeps showing it.
  useEffect(() => {
    const m = new RegExp(`^#${base}-p(\\d+)$`).exec(window.location.hash);
    if (m) setShown(Math.min(+m[1], pages.length - 1));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page becomes the browser's
  }, []);
  // After turning, the focus goes to the same control of the pair now shown (or the other one at an end).
  useEffect(() => {
    const dir = moved.current;
    if (dir === null) return;
    moved.current = null;
    const page = root.current?.querySelector(`#${pageId(shown)}`);
    const links = page?.querySelectorAll<HTMLAnchorElement>('a[data-dir]');
    const want = [...(links ?? [])].find((a) => a.dataset.dir === String(dir)) ?? links?.[0];
    want?.focus();
  });
  const go = (p: number, dir: number) => (e: MouseEvent) => {
    e.preventDefault();
    moved.current = dir;
    setShown(p);
  };

  return (
    <section className={styles.grid} aria-labelledby={`${base}-h`} ref={root}>
      <h2 id={`${base}-h`} className={styles.title}>
        {t('availability.title')}
      </h2>
      <p className={styles.meta}>
        <span>{updated}</span>
        {(data.minNights ?? 1) > 1 && <strong>{t('availability.minNights', { count: data.minNights })}</strong>}
      </p>
      <ul className={styles.legend}>
        {LEGEND.map((s) => (
          <li key={s}>
            <span className={`${styles.swatch} ${styles[s]}`} aria-hidden="true" />
            {t(`availability.${s}`)}
          </li>
        ))}
      </ul>
      <div className={styles.pages} data-live={hydrated || undefined}>
        {pages.map((months, p) => (
          <div key={months[0]} id={pageId(p)} className={styles.page} data-shown={(hydrated && p === shown) || undefined}>
            {months.map((first) => (
              <table key={first} className={styles.month}>
                <caption>{monthName.format(at(first))}</caption>
                <thead>
                  <tr>
                    {weekdays.map((d) => (
                      <th key={d.getTime()} scope="col" abbr={weekdayLong.format(d)}>
                        {weekday.format(d)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {monthWeeks(first).map((week, w) => (
                    <tr key={w}>
                      {week.map((d, i) => {
                        if (!d) return <td key={i} />;
                        const s = nights.state(d, today);
                        return (
                          <td key={d} className={styles[s]}>
                            <span aria-hidden="true">{+d.slice(8)}</span>
                            <span className="visually-hidden">{`${dayName.format(at(d))}, ${label[s]}`}</span>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
            <p className={styles.nav}>
              {p > 0 && (
                <a href={`#${pageId(p - 1)}`} data-dir="-1" onClick={go(p - 1, -1)}>
                  <span aria-hidden="true">‹</span>
                  {t('availability.previous')}
                </a>
              )}
              {p < pages.length - 1 && (
                <a href={`#${pageId(p + 1)}`} data-dir="1" onClick={go(p + 1, 1)}>
                  {t('availability.next')}
                  <span aria-hidden="true">›</span>
                </a>
              )}
            </p>
          </div>
        ))}
      </div>
    </section>
  );
}
