import { useState } from 'react';
import { useLang, useTranslation } from '../../i18n/react';
import { CALENDARS_COLLECTION, type RoomCalendars } from '../../content/availability';
import { KINDS } from '../../content/catalogue';
import { pickText } from '../../content/localized';
import { useList } from '../../data/useRead';
import { channelName, failingLong } from '../availability/calendarRules';
import { Link } from '../../ui/routing';
import styles from '../availability/CalendarTool.module.css';
import { SettingsSection } from './SettingsSection';

/**
 * The rooms' calendars at a glance: an address that has failed for more than 6 hours is named here, with
 * a link to its room, where the owner fixes it. Nothing shows when no room has a calendar connected.
 */
export function CalendarsSection() {
  const { t } = useTranslation();
  const lang = useLang();
  const calendars = useList(CALENDARS_COLLECTION, {});
  const rooms = useList(KINDS.rooms.collection, KINDS.rooms.query);
  const [now] = useState(() => Date.now());
  if (calendars.status !== 'ready') return null;
  const connected = calendars.data.filter((c) => ((c.data as Partial<RoomCalendars>).feeds ?? []).length > 0);
  if (!connected.length) return null;
  const nameOf = (roomId: string) => {
    const room = rooms.status === 'ready' ? rooms.data.find((r) => r.id === roomId) : undefined;
    return pickText(room?.data.name, lang) ?? roomId;
  };
  const failing = connected.flatMap((c) => {
    const cal = c.data as Partial<RoomCalendars>;
    return (cal.feeds ?? []).filter((f) => failingLong(cal.state?.[f.id], now)).map((f) => ({ roomId: c.id, feed: f }));
  });
  return (
    <SettingsSection title={t('calendar.settingsTitle')} anchor="calendari">
      {failing.length === 0 ? (
        <p>{t('calendar.settingsOk')}</p>
      ) : (
        <ul className={styles.list}>
          {failing.map(({ roomId, feed }) => (
            <li key={`${roomId}-${feed.id}`} className={styles.warning} role="alert">
              <Link to={`${KINDS.rooms.path}/${encodeURIComponent(roomId)}`}>
                {t('calendar.settingsFailing', { room: nameOf(roomId), channel: channelName(feed.channel, t) })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
