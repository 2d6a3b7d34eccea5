import { describe, expect, it } from 'vitest';
import commonPasswords from './common-passwords.json' with { type: 'json' };
import { isCommonPassword } from './common-passwords.js';

describe('the common password list', () => {
  it('holds 1000 distinct lower-case passwords that the length rule alone would let through', () => {
    expect(commonPasswords).toHaveLength(1000);
    expect(new Set(commonPasswords).size).toBe(1000);
    for (const password of commonPasswords) {
      expect(password).toBe(password.toLowerCase());
      expect(password.length).toBeGreaterThanOrEqual(8);
    }
  });

  it('refuses the most common passwords whatever their case', () => {
    for (const password of [
      'password',
      'PASSWORD',
      '12345678',
      'Football',
      'qwertyuiop',
      'iloveyou',
      'Sunshine',
    ]) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('Xəzər-sahili-2026')).toBe(false);
    expect(isCommonPassword('qarabag bu il çempion olacaq')).toBe(false);
  });
});
