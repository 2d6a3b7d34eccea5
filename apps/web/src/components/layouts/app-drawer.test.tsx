// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../../app/provider';
import { i18n } from '../../lib/i18n';
import { AppDrawer } from './app-drawer';

beforeEach(async () => {
  await i18n.changeLanguage('az');
});
afterEach(cleanup);

function drawer(variant: 'temporary' | 'persistent') {
  render(
    <AppProvider>
      <MemoryRouter initialEntries={['/dashboard']}>
        <AppDrawer id="menu" variant={variant} open onClose={() => {}} onNavigate={() => {}} />
      </MemoryRouter>
    </AppProvider>,
  );
}

describe('the app drawer', () => {
  it('on a phone is a dialog with a name (issue 29: "a dialog without a name")', async () => {
    drawer('temporary');
    expect(await screen.findByRole('dialog', { name: 'Menyu' })).toBeTruthy();
  });

  it('on a desktop is part of the page: no dialog, and no name on a plain box', () => {
    drawer('persistent');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('app-drawer').getAttribute('aria-label')).toBeNull();
  });
});
