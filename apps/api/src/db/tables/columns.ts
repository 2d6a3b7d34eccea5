import { date, timestamp, uuid, type ReferenceConfig } from 'drizzle-orm/pg-core';

/** The row's own id: a uuid primary key the database draws on insert. */
export const uuidId = () => uuid('id').primaryKey().defaultRandom();

/** A moment, stored with its time zone (timestamptz) as every moment of this schema is. */
export const timestamptz = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** A calendar day as written, 'YYYY-MM-DD': a date without a time or a zone. */
export const calendarDay = <TName extends string>(name: TName) => date(name, { mode: 'string' });

/** A required moment that the database sets to the time of the insert unless given. */
export const timestamptzNow = <TName extends string>(name: TName) => timestamptz(name).notNull().defaultNow();

/** A required uuid that points at a row of another table (`ref`), with the foreign key's actions. */
export const requiredRef = <TName extends string>(
  name: TName,
  ref: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) => uuid(name).notNull().references(ref, actions);

/** A uuid primary key that is also the id of another table's row: a one-to-one extension of that row. */
export const primaryRef = <TName extends string>(
  name: TName,
  ref: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) => uuid(name).primaryKey().references(ref, actions);

/** created_at and updated_at, in UTC, on every table that changes. */
export const timestamps = {
  createdAt: timestamptzNow('created_at'),
  updatedAt: timestamptzNow('updated_at'),
};
