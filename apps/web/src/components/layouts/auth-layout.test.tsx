// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProvider } from '../../app/provider';
import { i18n } from '../../lib/i18n';
import { AuthLayout } from './auth-layout';

beforeEach(async () => {
  await i18n.changeLanguage('az');
});
afterEach(cleanup);

function at(entry: string) {
  render(
    <AppProvider>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route element={<AuthLayout />}>
            <Route path="*" element={<p>page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
  return screen.getByRole('banner');
}

describe('the sign-in pages’ header has the specification’s profile icon', () => {
  it('on /login it leads to registering, keeping the way back', () => {
    const header = at('/login?next=%2Fvenues');
    const icon = header.querySelector('[data-testid="auth-profile"]');
    expect(icon?.getAttribute('aria-label')).toBe('Qeydiyyatdan keç');
    expect(icon?.getAttribute('href')).toBe('/register?next=%2Fvenues');
  });

  it('on /register (and the other visitors’ pages) it leads to signing in', () => {
    const header = at('/register?next=%2Fgames%2Fmine');
    const icon = header.querySelector('[data-testid="auth-profile"]');
    expect(icon?.getAttribute('aria-label')).toBe('Daxil ol');
    expect(icon?.getAttribute('href')).toBe('/login?next=%2Fgames%2Fmine');
    cleanup();
    expect(at('/terms').querySelector('[data-testid="auth-profile"]')?.getAttribute('href')).toBe('/login');
  });
});
