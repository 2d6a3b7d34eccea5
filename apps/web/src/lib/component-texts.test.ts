import { describe, expect, it } from 'vitest';
import { componentTexts } from './component-texts';
import { i18n } from './i18n';

describe('the words MUI components say themselves', () => {
  it.each([
    ['az', 'Aç', 'Uyğun seçim yoxdur'],
    ['ru', 'Открыть', 'Ничего не найдено'],
    ['en', 'Open', 'No options'],
  ])('are in %s, not in the language MUI’s pack happens to have', (language, open, noOptions) => {
    const autocomplete = componentTexts(i18n.getFixedT(language)).components?.MuiAutocomplete?.defaultProps;
    expect(autocomplete?.openText).toBe(open);
    expect(autocomplete?.noOptionsText).toBe(noOptions);
  });
});
