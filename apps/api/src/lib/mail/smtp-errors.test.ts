import { describe, expect, it } from 'vitest';
import { classifySmtpError } from './smtp-errors.js';

describe('classifySmtpError', () => {
  it.each([
    [
      'an unknown mailbox (550)',
      { code: 'EENVELOPE', responseCode: 550, response: '550 No such user' },
      true,
    ],
    ['a rejected message (554)', { code: 'EMESSAGE', responseCode: 554, response: '554 Rejected' }, true],
    [
      'a full mailbox for now (452)',
      { code: 'EENVELOPE', responseCode: 452, response: '452 Try later' },
      false,
    ],
    ['greylisting (451)', { code: 'EENVELOPE', responseCode: 451, response: '451 Try again' }, false],
    ['a refused connection', { code: 'ECONNECTION', message: 'connect ECONNREFUSED 127.0.0.1:25' }, false],
    ['a timeout', { code: 'ETIMEDOUT', message: 'Timeout' }, false],
    ['wrong SMTP credentials (535): the settings can be fixed', { code: 'EAUTH', responseCode: 535 }, false],
    ['something that is not an error', 'boom', false],
  ])('%s', (_case, error, permanent) => {
    const result = classifySmtpError(error);
    expect(result.permanent).toBe(permanent);
    expect(result.text.length).toBeGreaterThan(0);
  });
});
