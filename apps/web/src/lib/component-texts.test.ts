import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { withComponentTexts } from './component-texts';
import { i18n } from './i18n';
import { appTheme } from './theme';

describe('the words MUI components say themselves', () => {
  it.each([
    ['az', 'Aç', 'Uyğun seçim yoxdur', 'Bağla'],
    ['ru', 'Открыть', 'Ничего не найдено', 'Закрыть'],
    ['en', 'Open', 'No options', 'Close'],
  ])('are in %s, not in the language MUI’s pack happens to have', (language, open, noOptions, close) => {
    const { components } = withComponentTexts(appTheme('dark'), i18n.getFixedT(language));
    expect(components?.MuiAutocomplete?.defaultProps?.openText).toBe(open);
    expect(components?.MuiAutocomplete?.defaultProps?.noOptionsText).toBe(noOptions);
    expect(components?.MuiAlert?.defaultProps?.closeText).toBe(close);
  });

  it('are translated only when a component that says them is drawn, once', () => {
    const az = i18n.getFixedT('az') as unknown as (key: string) => string;
    const asked: string[] = [];
    // A counting stand-in, not vi.fn(TFunction): the checker spends minutes on i18next's overloads.
    const t = ((key: string) => {
      asked.push(key);
      return az(key);
    }) as unknown as TFunction;
    const theme = withComponentTexts(appTheme('light'), t);
    expect(asked).toEqual([]);

    expect(theme.components?.MuiAlert?.defaultProps?.closeText).toBe('Bağla');
    expect(theme.components?.MuiAlert?.defaultProps?.closeText).toBe('Bağla');
    expect(asked).toEqual(['common.controls.close']);
  });

  it('leave the app’s theme as it is, its own component settings included', () => {
    const theme = appTheme('dark');
    const withTexts = withComponentTexts(theme, i18n.getFixedT('en'));
    expect(withTexts.palette).toBe(theme.palette);
    expect(withTexts.components?.MuiTooltip).toBe(theme.components?.MuiTooltip);
    expect(withTexts.spacing(2)).toBe(theme.spacing(2));
    expect(theme.components?.MuiAutocomplete?.defaultProps?.openText).toBeUndefined();
  });
});
