import { describe, expect, it } from 'vitest';
import { formatNationalPhone, nationalDigits, phoneForField, phoneForRequest } from './phone-input';

describe('the phone field after +994', () => {
  it('groups the national digits as they are typed', () => {
    expect(formatNationalPhone('5')).toBe('5');
    expect(formatNationalPhone('501')).toBe('50 1');
    expect(formatNationalPhone('50123')).toBe('50 123');
    expect(formatNationalPhone('501234567')).toBe('50 123 45 67');
  });

  it('takes a pasted number in any usual spelling', () => {
    expect(nationalDigits('+994 50 123 45 67')).toBe('501234567');
    expect(nationalDigits('00994501234567')).toBe('501234567');
    expect(nationalDigits('994501234567')).toBe('501234567');
    expect(nationalDigits('(050) 123-45-67')).toBe('501234567');
  });

  it('keeps a Bakcell 99 number that starts like the country code', () => {
    expect(nationalDigits('99 412 34 56')).toBe('994123456');
    expect(nationalDigits('+994 99 412 34 56')).toBe('994123456');
  });

  it('stops at nine digits', () => {
    expect(formatNationalPhone('50 123 45 67 89')).toBe('50 123 45 67');
  });

  it('sends E.164, and nothing when the field is empty', () => {
    expect(phoneForRequest('50 123 45 67')).toBe('+994501234567');
    expect(phoneForRequest('  ')).toBe('');
  });

  it('shows a saved number in the national form', () => {
    expect(phoneForField('+994551234567')).toBe('55 123 45 67');
    expect(phoneForField(null)).toBe('');
  });
});
