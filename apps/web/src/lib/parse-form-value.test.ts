import { fieldMessage, joinCodeSchema } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { currentLanguage } from './i18n';
import { parseFormValue } from './parse-form-value';

describe('parseFormValue', () => {
  it('a value the schema accepts comes back parsed', () => {
    expect(parseFormValue(z.string().trim(), '  ok ', 'invalid_value')).toEqual({
      success: true,
      data: 'ok',
    });
  });

  it("a refused value carries the schema's first problem in the interface language", () => {
    const parsed = parseFormValue(joinCodeSchema, '?', 'invalid_value');
    const kind = joinCodeSchema.safeParse('?').error?.issues[0]?.message ?? '';
    expect(parsed).toEqual({ success: false, message: fieldMessage(kind, currentLanguage()) });
  });
});
