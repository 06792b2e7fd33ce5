/** A room's published nights, read from its own page's data (loaded with the picker, never before). */
import type { RoomAvailability } from '../content/availability';
import { KINDS } from '../content/catalogue';
import { AVAILABILITY_COLLECTION } from '../content/constants';
import { useDocument } from '../data/useRead';

export function useRoomNights(roomId: string | undefined): RoomAvailability | null {
  const ok = !!roomId && !roomId.includes('/') && roomId.length <= 700;
  const read = useDocument(
    ok ? `${AVAILABILITY_COLLECTION}/${roomId}` : null,
    `${KINDS.rooms.path}/${encodeURIComponent(roomId ?? '')}`,
  );
  const data = read.status === 'ready' ? (read.data as unknown as RoomAvailability | null) : null;
  return data && Array.isArray(data.taken) ? data : null;
}
