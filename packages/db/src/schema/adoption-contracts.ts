import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { adoptionRequests } from './adoption-requests';
import { id, timestamps } from './common';
import { users } from './users';

/**
 * After the approval (issue 37): the adoption contract staff sent for one request and, once the adopter
 * accepted it at /adopcion/{id}, exactly what they accepted (a legal record: housekeeping keeps it). Sending
 * it again before it is accepted replaces the text; an accepted one never changes.
 */
export const adoptionContracts = pgTable(
  'adoption_contracts',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => adoptionRequests.id, { onDelete: 'cascade' }),
    /** The text as sent: the template filled with the request's and the dog's data; {dni} still to be typed. */
    text: text('text').notNull(),
    /** SHA-256 of `text`: the version the page shows and the acceptance names. */
    versionHash: text('version_hash').notNull(),
    castrated: text('castrated').notNull(),
    vaccines: text('vaccines').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedName: text('accepted_name'),
    acceptedDni: text('accepted_dni'),
    acceptedAddress: text('accepted_address'),
    acceptedIp: text('accepted_ip'),
    acceptedUserAgent: text('accepted_user_agent'),
    /** The text with the adopter's data, as accepted, and its SHA-256. */
    signedText: text('signed_text'),
    signedHash: text('signed_hash'),
    ...timestamps,
  },
  (t) => [uniqueIndex('adoption_contracts_request_key').on(t.requestId)],
);
