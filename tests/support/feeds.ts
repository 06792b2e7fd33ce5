/** Calendar exports shaped like the channels' real ones, for the reader's tests. */

/** Personal data an export carries that must never be stored or published. */
export const PERSONAL_STRINGS = [
  'https://www.airbnb.com/hosting/reservations/details/HMABC12345',
  'HMABC12345',
  '1234',
  'Phone Number',
  'Reserved',
  'airbnb-uid-7f3c9a@airbnb.com',
  'Mario Rossi',
  'booking-uid-55aa@booking.com',
  'Reserved - Giulia',
];

export function airbnbFeed(start: string, end: string, start2: string, end2: string): string {
  const d = (s: string) => s.replace(/-/g, '');
  return [
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    `DTEND;VALUE=DATE:${d(end)}`,
    `DTSTART;VALUE=DATE:${d(start)}`,
    'UID:airbnb-uid-7f3c9a@airbnb.com',
    'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABC12345\\nPhone Number (Last 4 Digits): 1234',
    'SUMMARY:Reserved',
    'END:VEVENT',
    'BEGIN:VEVENT',
    `DTEND;VALUE=DATE:${d(end2)}`,
    `DTSTART;VALUE=DATE:${d(start2)}`,
    'UID:airbnb-uid-second@airbnb.com',
    'SUMMARY:Airbnb (Not available)',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export function bookingFeed(start: string, end: string): string {
  const d = (s: string) => s.replace(/-/g, '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Booking.com//Booking.com Calendar//EN',
    'BEGIN:VEVENT',
    'UID:booking-uid-55aa@booking.com',
    `DTSTART;VALUE=DATE:${d(start)}`,
    `DTEND;VALUE=DATE:${d(end)}`,
    'SUMMARY:CLOSED - Mario Rossi',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:vrbo-like@booking.com',
    `DTSTART;VALUE=DATE:${d(start)}`,
    `DTEND;VALUE=DATE:${d(end)}`,
    'SUMMARY:Reserved - Giulia',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
