/** A gentle note below a stay's dates: shorter than the room's minimum, or over nights already taken. */
import { useState } from 'react';
import { useTranslation } from '../i18n/react';
import { addNightsStrings } from '../i18n/nights';
import type { NightRange } from '../content/availability';
import { nightsBetween, readNights, staysFree } from '../content/nightGrid';
import type { Stay } from './StayDates';
import { useRoomNights } from './useRoomNights';

export default function StayNote({
  value: { checkIn, checkOut },
  taken: given,
  minNights: givenMin,
  roomId,
  className,
}: {
  value: Stay;
  taken?: NightRange[];
  minNights?: number;
  /** The room whose nights to read, when they are not given (the contact page). */
  roomId?: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  useState(() => addNightsStrings(i18n));
  const room = useRoomNights(given ? undefined : roomId);
  const taken = given ?? room?.taken;
  const minNights = givenMin ?? room?.minNights ?? 1;
  const both = !!checkIn && !!checkOut && checkOut > checkIn;
  const short = both && minNights > 1 && nightsBetween(checkIn, checkOut) < minNights;
  const over = both && !!taken?.length && !staysFree(readNights(taken), checkIn, checkOut);
  return (
    <p role="status" className={className}>
      {short ? t('availability.shortStay', { count: minNights }) : over ? t('availability.takenNights') : ''}
    </p>
  );
}
