import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { ThemeProvider, styled } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';
import { themeStyles } from './theme-styles';

const sx = {
  display: 'flex',
  gap: 1,
  color: 'text.secondary',
  typography: 'body2',
  '& > svg': { fontSize: 18, mt: '1px' },
} as const;

/** The CSS rules a tree writes, with the class names taken out. */
function rulesOf(tree: React.ReactElement, mode: 'dark' | 'light'): string[] {
  const cache = createCache({ key: 'x' });
  // Keeps every rule in `cache.inserted` instead of writing <style> tags into the markup.
  cache.compat = true;
  renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createAppTheme(mode)}>{tree}</ThemeProvider>
    </CacheProvider>,
  );
  return Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .map((rules) => rules.replace(/\.x-[a-z0-9]+/g, '.x'));
}

const Styled = styled('div')(themeStyles(sx));

describe('themeStyles', () => {
  it('writes exactly the rules the same sx prop writes, in either theme', () => {
    for (const mode of ['light', 'dark'] as const) {
      const rules = rulesOf(<Styled />, mode);
      expect(rules).toEqual(rulesOf(<Box sx={sx} />, mode));
      expect(rules.join('')).toContain(`color:${createAppTheme(mode).palette.text.secondary};`);
    }
  });

  it('works them out once per theme, and again for another theme', () => {
    const light = createAppTheme('light');
    const dark = createAppTheme('dark');
    const styles = themeStyles(sx);
    const first = styles({ theme: light });
    expect(styles({ theme: light })).toBe(first);
    const other = styles({ theme: dark });
    expect(other).not.toBe(first);
    expect(other.styles).toContain(`color:${dark.palette.text.secondary};`);
  });
});
