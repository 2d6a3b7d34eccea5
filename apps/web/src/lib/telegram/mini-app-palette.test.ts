import { describe, expect, it } from 'vitest';
import { basePalette } from '../theme';
import { telegramColorScheme, telegramPalette } from './mini-app-palette';

/** Telegram's default colours of its two themes (Android), as sent in `theme_changed`. */
const TELEGRAM_DARK = {
  bgColor: '#17212b',
  secondaryBgColor: '#232e3c',
  sectionBgColor: '#17212b',
  textColor: '#f5f5f5',
  hintColor: '#708499',
  buttonColor: '#5288c1',
  buttonTextColor: '#ffffff',
};
const TELEGRAM_LIGHT = {
  bgColor: '#ffffff',
  secondaryBgColor: '#efeff3',
  sectionBgColor: '#ffffff',
  textColor: '#000000',
  hintColor: '#999999',
  buttonColor: '#2481cc',
  buttonTextColor: '#ffffff',
};

describe("the app's palette from Telegram's theme", () => {
  it('takes the scheme from the background', () => {
    expect(telegramColorScheme(TELEGRAM_DARK, 'light')).toBe('dark');
    expect(telegramColorScheme(TELEGRAM_LIGHT, 'dark')).toBe('light');
    expect(telegramColorScheme({}, 'light')).toBe('light');
  });

  it("takes Telegram's backgrounds and text", () => {
    const palette = telegramPalette(TELEGRAM_DARK, basePalette('dark'));
    expect(palette.background).toEqual({ default: '#17212b', paper: '#17212b' });
    expect(palette.text?.primary).toBe('#f5f5f5');
  });

  it("keeps the app's own colour where Telegram's would be hard to read", () => {
    const light = telegramPalette(TELEGRAM_LIGHT, basePalette('light'));
    // #999999 on white is 2.8:1 and white on #2481cc 4.2:1: below AA's 4.5:1.
    expect(light.text?.secondary).toBe(basePalette('light').text.secondary);
    expect(light.primary).toBeUndefined();
    const dark = telegramPalette(TELEGRAM_DARK, basePalette('dark'));
    expect(dark.text?.secondary).toBe(basePalette('dark').text.secondary);
  });

  it('takes a readable button colour', () => {
    const palette = telegramPalette({ ...TELEGRAM_LIGHT, buttonColor: '#1a5f99' }, basePalette('light'));
    expect(palette.primary).toEqual({ main: '#1a5f99', contrastText: '#ffffff' });
  });
});
