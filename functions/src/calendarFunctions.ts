/**
 * The calendar reader's two functions (2nd generation, deployed with the publishing ones):
 * `readCalendars`, every CALENDAR_READ_MINUTES, reads every room's addresses; `calendarsOnWrite`
 * answers an owner's save of `calendars/{roomId}` at once (functions/src/calendars.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import {
  AVAILABILITY_COLLECTION,
  CALENDARS_COLLECTION,
  CALENDAR_READ_MINUTES,
  type RoomAvailability,
  type RoomCalendars,
} from '../../src/content/availability';
import { onCalendarsWritten, readAllCalendars, type CalendarStore, type ReaderDeps } from './calendars';
import { fetchFeed } from './feedFetch';
import { PUBLISHER_ACCOUNT, REGION } from './functions';

export function firestoreCalendarStore(db: Firestore): CalendarStore {
  return {
    async rooms() {
      const snap = await db.collection(CALENDARS_COLLECTION).get();
      return snap.docs.map((d) => ({ roomId: d.id, calendars: d.data() as RoomCalendars }));
    },
    async calendars(roomId) {
      const snap = await db.doc(`${CALENDARS_COLLECTION}/${roomId}`).get();
      return snap.exists ? (snap.data() as RoomCalendars) : null;
    },
    async availability(roomId) {
      const snap = await db.doc(`${AVAILABILITY_COLLECTION}/${roomId}`).get();
      return snap.exists ? (snap.data() as RoomAvailability) : null;
    },
    async setState(roomId, state) {
      // Only `state`: the owner's addresses, blocks and minimum stay are left as they are now.
      await db.doc(`${CALENDARS_COLLECTION}/${roomId}`).update({ state });
    },
    async setAvailability(roomId, availability) {
      await db.doc(`${AVAILABILITY_COLLECTION}/${roomId}`).set(availability);
    },
  };
}

export function defineCalendarFunctions(deps: () => ReaderDeps) {
  const readCalendars = onSchedule(
    {
      schedule: `every ${CALENDAR_READ_MINUTES} minutes`,
      timeZone: 'Europe/Rome',
      region: REGION,
      serviceAccount: PUBLISHER_ACCOUNT,
      memory: '256MiB',
      timeoutSeconds: 300,
    },
    async () => {
      const { rooms, changed } = await readAllCalendars(deps());
      logger.info(`calendars read: ${rooms} rooms, ${changed} changed`);
    },
  );
  const calendarsOnWrite = onDocumentWritten(
    {
      document: `${CALENDARS_COLLECTION}/{roomId}`,
      region: REGION,
      serviceAccount: PUBLISHER_ACCOUNT,
      memory: '256MiB',
      timeoutSeconds: 120,
    },
    async (event) => {
      const roomId = event.params.roomId;
      const before = event.data?.before.exists ? (event.data.before.data() as RoomCalendars) : null;
      const after = event.data?.after.exists ? (event.data.after.data() as RoomCalendars) : null;
      await onCalendarsWritten(roomId, before, after, deps());
    },
  );
  return { readCalendars, calendarsOnWrite };
}

export function productionReaderDeps(db: Firestore): ReaderDeps {
  return {
    store: firestoreCalendarStore(db),
    fetchText: (url) => fetchFeed(url),
    log: (m) => logger.info(m),
  };
}
