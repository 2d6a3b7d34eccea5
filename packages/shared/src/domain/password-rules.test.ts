import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rules.js';

const elvin = { email: 'elvin.m@mail.az', firstName: 'Elvin', lastName: 'Məmmədov' };

describe('password rules beyond length', () => {
  it.each([
    ['only spaces', '          ', 'password_blank'],
    ['only tabs and spaces', ' \t \t \t \t ', 'password_blank'],
    ['the email’s local part', 'my-elvin.m-2026', 'password_contains_personal'],
    ['the first name in capitals', 'ELVIN-sahil-77', 'password_contains_personal'],
    ['the last name with plain letters for ə', 'xezer-memmedov', 'password_contains_personal'],
    ['the last name as written', 'qala-Məmmədov-9', 'password_contains_personal'],
    ['the service’s name', 'Oyna-futbol-2026', 'password_contains_personal'],
    ['a full-width form of the name', 'ｅｌｖｉｎ-ｐａｓｓ', 'password_contains_personal'],
  ])('refuses %s', (_rule, password, problem) => {
    expect(passwordProblem(password, elvin)).toBe(problem);
  });

  it.each([
    ['an unrelated passphrase', 'Xəzər-sahili-2026'],
    ['spaces around words', '  qala divarı 1999  '],
    ['a short name part that is too common to refuse', 'alimentary-canal-9'],
  ])('accepts %s', (_rule, password) => {
    expect(passwordProblem(password, { email: 'al@mail.az', firstName: 'Li', lastName: 'Xan' })).toBeNull();
    expect(passwordProblem(password, elvin)).toBeNull();
  });

  it('works without an email or names (an account made through Telegram)', () => {
    expect(passwordProblem('Xəzər-sahili-2026', { email: null, firstName: null })).toBeNull();
  });
});
