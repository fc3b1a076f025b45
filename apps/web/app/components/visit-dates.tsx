import { longDayTime } from '@campito/core';
import type { CalendarItem } from '@campito/server/web';

// The calendar of visit days and events (issue 35): one date's line on /visitas, its places and its
// suspension notice, shared by /visitas, a date's own page and its booking's page.

/** "sábado 5 de diciembre de 2026 a las 11:00", with the end time when the date has one on the same day. */
export function whenText(item: Pick<CalendarItem, 'startsAt' | 'endsAt'>): string {
  const start = longDayTime(item.startsAt);
  if (!item.endsAt) return start;
  const end = longDayTime(item.endsAt);
  const [startDay] = start.split(' a las ');
  const [endDay, endTime] = end.split(' a las ');
  return startDay === endDay ? `${start} a ${endTime}` : `${start} al ${end}`;
}

/** What is left to book, in words; null when the date takes no booking or has no limit. */
export function placesText(item: CalendarItem): string | null {
  if (item.status !== 'programado') return null;
  if (item.full) return 'Completo — anotate en la lista de espera';
  if (!item.bookable || item.placesLeft === null) return null;
  return item.placesLeft === 1 ? 'Queda 1 lugar' : `Quedan ${item.placesLeft} lugares`;
}

/** Combi seats left, when the date has a combi and is going ahead. */
export function combiText(item: CalendarItem): string | null {
  if (item.status !== 'programado' || item.combiSeats === 0) return null;
  if (item.combiSeatsLeft === 0) return 'Combi: sin asientos libres';
  return item.combiSeatsLeft === 1
    ? 'Combi: queda 1 asiento'
    : `Combi: quedan ${item.combiSeatsLeft} asientos`;
}

/** «Suspendido por lluvia» / «Cancelado» with staff's notice. */
export function DateNotice({ item }: { item: CalendarItem }) {
  if (item.status === 'programado') return null;
  return (
    <div className="notice notice-warning" data-testid="date-notice">
      <p>
        <strong>{item.statusLabel}</strong>
      </p>
      {item.notice ? <p>{item.notice}</p> : null}
    </div>
  );
}

/** The next dates, each linking to its page. */
export function VisitDateList({ items }: { items: CalendarItem[] }) {
  return (
    <ul className="card-grid card-grid-3 plain-list" data-testid="visit-dates">
      {items.map((item) => {
        const places = placesText(item);
        const combi = combiText(item);
        return (
          <li key={item.id} className="info-card">
            <p className="small-print">{item.kindLabel}</p>
            <h3>
              <a href={item.path}>{item.title}</a>
            </h3>
            <p>{whenText(item)}</p>
            <DateNotice item={item} />
            {places ? <p data-testid="places-left">{places}</p> : null}
            {combi ? <p>{combi}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
