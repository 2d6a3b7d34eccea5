import { describe, expect, it } from 'vitest';
import { mobilePhoneSchema, phoneCodeSchema } from '../contracts/phone-sign-in.js';
import { formatAzerbaijaniPhone, normalizeAzerbaijaniMobile, phoneCodeSms } from './phone-codes.js';

describe('phone sign-in numbers and codes', () => {
  it('accept a mobile number as people type it, as E.164', () => {
    for (const typed of [
      '055 123 45 67',
      '+994 55 123 45 67',
      '994551234567',
      '(055) 123-45-67',
      '55 123 45 67',
    ]) {
      expect(normalizeAzerbaijaniMobile(typed)).toBe('+994551234567');
    }
    expect(mobilePhoneSchema.parse(' 050 123 45 67 ')).toBe('+994501234567');
  });

  it('refuse landlines and what is not an Azerbaijani number: no SMS goes there', () => {
    expect(normalizeAzerbaijaniMobile('012 555 12 34')).toBeNull();
    expect(normalizeAzerbaijaniMobile('+7 900 123 45 67')).toBeNull();
    expect(mobilePhoneSchema.safeParse('012 555 12 34').error?.issues[0]?.message).toBe('phone_not_mobile');
  });

  it('take the six digits of a code with spaces pasted between them, and nothing else', () => {
    expect(phoneCodeSchema.parse(' 123 456 ')).toBe('123456');
    expect(phoneCodeSchema.safeParse('12345').success).toBe(false);
    expect(phoneCodeSchema.safeParse('12a456').success).toBe(false);
  });

  it('write the number in groups and the SMS in the request language', () => {
    expect(formatAzerbaijaniPhone('+994551234567')).toBe('+994 55 123 45 67');
    expect(phoneCodeSms('az', '042917')).toBe('Oyna kodunuz: 042917. Heç kimə deməyin.');
    expect(phoneCodeSms('ru', '042917')).toContain('042917');
  });
});
