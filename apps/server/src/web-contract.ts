// What the web app (apps/web) takes from the server, through this package's `exports` ("@campito/server/web").
// Types only: pages call the services in-process through the load context that plugins/web.ts builds,
// never by importing server code.

export type { CalendarItem } from '@campito/core';
export type { RequestContext } from './context';
export type { MyAdoption } from './modules/after-adoption/my-adoptions.service';
export type { SessionUser } from './modules/auth/session.service';
export type { Submitted } from './modules/forms/pipeline';
export type { FosterDogView, FosterOverview } from './modules/fosters/portal.service';
export type { SupplyView } from './modules/fosters/supplies.service';
export type { DonorHistory } from './modules/payments/donors.service';
export type { ShiftView } from './modules/shifts/shifts.service';
export type { SiteSettings } from './modules/site/site.service';
export type { Application } from './modules/users/users.service';
export type { AlertDate } from './modules/visits/alerts';
export type { BookingView } from './modules/visits/booking-link';
export type { BookingSubmitted } from './modules/visits/bookings';
export type { Calendar } from './modules/visits/calendar';
