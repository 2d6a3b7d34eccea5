import { describe, expect, it } from 'vitest';
import { classifyDatabaseError, sqlState } from './database-error-class.js';

const databaseError = (code: string) => Object.assign(new Error('database said no'), { code });

describe('classifying a database error by its SQLSTATE', () => {
  it.each([
    ['22021', 'invalid_input'],
    ['22P05', 'invalid_input'],
    ['22008', 'invalid_input'],
    ['23505', 'conflict'],
    ['08006', 'unavailable'],
    ['57P01', 'unavailable'],
    ['57014', 'unavailable'],
    ['53300', 'unavailable'],
    ['42P01', undefined],
  ])('SQLSTATE %s is %s', (code, expected) => {
    expect(classifyDatabaseError(databaseError(code))).toBe(expected);
  });

  it('finds the SQLSTATE in the cause of a wrapping error (Drizzle wraps the driver’s)', () => {
    const wrapped = new Error('Failed query', { cause: databaseError('22P05') });
    expect(sqlState(wrapped)).toBe('22P05');
    expect(classifyDatabaseError(wrapped)).toBe('invalid_input');
  });

  it('leaves errors that are neither a SQLSTATE nor a lost connection alone', () => {
    expect(classifyDatabaseError(Object.assign(new Error('x'), { code: 'ERR_INVALID_ARG_TYPE' }))).toBe(
      undefined,
    );
    expect(classifyDatabaseError(new Error('plain'))).toBe(undefined);
    expect(classifyDatabaseError('not an error')).toBe(undefined);
  });
});

describe('a database that cannot be reached', () => {
  it.each([
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    new Error('timeout exceeded when trying to connect'),
    new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }),
  ])('is unavailable (503): %s', (error) => {
    expect(classifyDatabaseError(error)).toBe('unavailable');
  });
});
