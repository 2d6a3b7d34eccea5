import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

describe('a schema built the first time it is used', () => {
  it('is not built until it is used, then once', () => {
    const build = vi.fn(() => z.object({ name: z.string() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ name: 'Kamran' })).toEqual({ name: 'Kamran' });
    expect(schema.safeParse({ name: 3 }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('composes into other schemas, eager or lazy, and derives new ones', () => {
    const id = lazySchema(() => z.uuid());
    const player = lazySchema(() => z.object({ id, name: z.string().min(2) }));
    const team = z.object({ players: z.array(player), captain: player.optional() });
    const uuid = '0b6f3f1e-0000-4000-8000-000000000001';
    expect(team.parse({ players: [{ id: uuid, name: 'Nigar' }] })).toEqual({
      players: [{ id: uuid, name: 'Nigar' }],
    });
    expect(team.safeParse({ players: [{ id: 'x', name: 'Nigar' }] }).success).toBe(false);
    const withNumber = player.extend({ number: z.number() });
    expect(withNumber.parse({ id: uuid, name: 'Nigar', number: 7 }).number).toBe(7);
    expect(Object.keys(player.shape)).toEqual(['id', 'name']);
  });

  it('answers instanceof, unions and descriptions as the schema itself', () => {
    const cash = lazySchema(() => z.object({ kind: z.literal('cash') }).describe('Paid at the pitch'));
    const wallet = lazySchema(() => z.object({ kind: z.literal('wallet'), amount: z.number() }));
    expect(cash instanceof z.ZodObject).toBe(true);
    expect(cash.description).toBe('Paid at the pitch');
    const payment = z.discriminatedUnion('kind', [cash, wallet]);
    expect(payment.parse({ kind: 'wallet', amount: 5 })).toEqual({ kind: 'wallet', amount: 5 });
    expect(payment.safeParse({ kind: 'card' }).success).toBe(false);
  });

  it('gives the same method each time it is read', () => {
    const schema = lazySchema(() => z.string());
    expect(schema.parse).toBe(schema.parse);
    const { parse } = schema;
    expect(['a', 'b'].map((value) => parse(value))).toEqual(['a', 'b']);
  });
});
