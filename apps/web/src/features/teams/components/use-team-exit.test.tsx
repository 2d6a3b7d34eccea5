// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { useTeamExit } from './use-team-exit';

function Harness() {
  const exit = useTeamExit({ id: '00000000-0000-4000-8000-0000000000bb', name: 'Qala Şahinləri' });
  return (
    <>
      <button type="button" onClick={() => exit.ask('delete')}>
        open
      </button>
      {exit.dialog}
    </>
  );
}

function askToDelete() {
  render(
    <AppProvider>
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
    </AppProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  return screen.getByRole('dialog');
}

afterEach(cleanup);

describe('removing a team', () => {
  it.each([
    [
      'az',
      'Qala Şahinləri dağıdılsın?',
      'Komandanı dağıt',
      'Üzvlərin hesabları, profilləri və oyun tarixçəsi olduğu kimi qalır.',
    ],
    [
      'ru',
      'Распустить «Qala Şahinləri»?',
      'Распустить команду',
      'Аккаунты, профили и история игр участников остаются как есть.',
    ],
    [
      'en',
      'Disband Qala Şahinləri?',
      'Disband team',
      'Members keep their accounts, profiles and game history as they are.',
    ],
  ])(
    'says in %s that only the team goes and members keep their accounts',
    async (language, title, action, kept) => {
      await i18n.changeLanguage(language);
      const dialog = askToDelete();
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
      expect(dialog.textContent).toContain(kept);
      expect(dialog.textContent).not.toMatch(/üzvləri .*silinir|участники удаляются|its members .*removed/);
      expect(screen.getByTestId('confirm-action').textContent).toBe(action);
    },
  );
});
