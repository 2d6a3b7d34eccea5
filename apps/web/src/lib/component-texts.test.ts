import { describe, expect, it, vi } from 'vitest';
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
    const t = vi.fn(i18n.getFixedT('az'));
    const theme = withComponentTexts(appTheme('light'), t);
    expect(t).not.toHaveBeenCalled();

    expect(theme.components?.MuiAlert?.defaultProps?.closeText).toBe('Bağla');
    expect(theme.components?.MuiAlert?.defaultProps?.closeText).toBe('Bağla');
    expect(t).toHaveBeenCalledTimes(1);
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
