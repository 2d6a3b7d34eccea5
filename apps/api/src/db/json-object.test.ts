import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { jsonObject } from './json-object.js';
import { games } from './schema.js';

const render = (query: Parameters<PgDialect['sqlToQuery']>[0]) => new PgDialect().sqlToQuery(query);

describe('jsonObject', () => {
  it('builds one JSON object of the named values, in their order, the values as parameters', () => {
    const query = render(
      jsonObject({ id: games.id, price: sql`${500}`, nested: jsonObject({ title: games.title }) }),
    );

    expect(query.sql).toBe(
      `json_build_object('id', "games"."id", 'price', $1, 'nested', json_build_object('title', "games"."title"))`,
    );
    expect(query.params).toEqual([500]);
  });

  it('refuses a key that is not a plain name, so no text reaches the statement unquoted', () => {
    expect(() => jsonObject({ "x', (select 1), 'y": sql`1` })).toThrow('not a JSON key of ours');
  });
});
