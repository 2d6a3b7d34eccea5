import { BAKU_TIME_ZONE, type GameDetail, bakuWallClock } from '@oyna/shared';

/** RFC 5545 text: commas, semicolons and backslashes escaped, newlines as \n. */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded with CRLF and a space (RFC 5545 section 3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length);
    // Never cut a UTF-8 character in two.
    while (end < bytes.length && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

/** `20261205T200000`: local Baku time, for DTSTART;TZID=Asia/Baku. */
function bakuLocal(iso: string): string {
  const local = bakuWallClock(new Date(iso));
  return local
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** One event of an iCalendar file: a game, a team match. */
export interface CalendarEvent {
  /** Unique and stable, e.g. `game-<id>@oyna.az`. */
  uid: string;
  startsAt: string;
  endsAt: string;
  summary: string;
  venue: { name: string; address: string; latitude: number; longitude: number };
  description: string;
  url: string;
  cancelled: boolean;
}

/** An event as an iCalendar file in Asia/Baku (UTC+4, no daylight saving). */
export function eventCalendar(event: CalendarEvent, options: { now?: Date } = {}): string {
  return calendarFile([event], options);
}

/**
 * Events (a game, a team match, a competition's matches, a player's feed) as one iCalendar file in
 * Asia/Baku; `name` makes it a feed a calendar app subscribes to.
 */
export function calendarFile(
  events: readonly CalendarEvent[],
  options: { now?: Date; name?: string } = {},
): string {
  const stamp = utcStamp(options.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Oyna//Games//AZ',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    // A subscribed feed (decision 78): its name in the calendar app, and how often to read it again.
    ...(options.name
      ? [
          `X-WR-CALNAME:${escapeText(options.name)}`,
          `X-WR-TIMEZONE:${BAKU_TIME_ZONE}`,
          'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
        ]
      : []),
    'BEGIN:VTIMEZONE',
    `TZID:${BAKU_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0400',
    'TZOFFSETTO:+0400',
    'TZNAME:+04',
    'END:STANDARD',
    'END:VTIMEZONE',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;TZID=${BAKU_TIME_ZONE}:${bakuLocal(event.startsAt)}`,
      `DTEND;TZID=${BAKU_TIME_ZONE}:${bakuLocal(event.endsAt)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `LOCATION:${escapeText(`${event.venue.name}, ${event.venue.address}`)}`,
      `GEO:${event.venue.latitude};${event.venue.longitude}`,
      `DESCRIPTION:${escapeText([event.description, event.url].filter(Boolean).join('\n\n'))}`,
      `URL:${event.url}`,
      event.cancelled ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The game as an iCalendar event in Asia/Baku (UTC+4, no daylight saving). */
export function gameCalendar(game: GameDetail, options: { url: string; now?: Date }): string {
  return eventCalendar(
    {
      uid: `game-${game.id}@oyna.az`,
      startsAt: game.starts_at,
      endsAt: game.ends_at,
      summary: `${game.title} · ${game.format}`,
      venue: game.venue,
      description: game.description,
      url: options.url,
      cancelled: game.status === 'cancelled',
    },
    options,
  );
}
