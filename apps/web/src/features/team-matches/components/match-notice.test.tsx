// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { TeamMatch } from '@oyna/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { acceptedMatch } from '../testing/accepted-match';
import { MatchNotice } from './match-notice';

/** 16:00 in Baku on Thursday 26 November 2026. */
const NOW = new Date('2026-11-26T12:00:00Z');

function showNotice(match: TeamMatch) {
  render(
    <AppProvider>
      <MatchNotice match={match} />
    </AppProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await i18n.changeLanguage('az');
});

describe('an accepted friendly not yet played says when its result can be recorded', () => {
  it('names the time, in Baku, the match ends today (kick-off 17:00, 90 minutes)', async () => {
    await i18n.changeLanguage('az');
    showNotice(acceptedMatch('2026-11-26T13:00:00Z'));
    expect(screen.getByTestId('team-match-notice').textContent).toBe(
      'Nəticəni oyun bitəndən sonra qeyd etmək olar: 18:30',
    );
  });

  it('says so while the match is being played too, in Russian', async () => {
    await i18n.changeLanguage('ru');
    showNotice(acceptedMatch('2026-11-26T11:30:00Z', 60));
    expect(screen.getByTestId('team-match-notice').textContent).toBe(
      'Результат можно будет записать после окончания матча: 16:30',
    );
  });

  it('names the day as well when the match ends on another day', async () => {
    await i18n.changeLanguage('az');
    showNotice(acceptedMatch('2026-11-27T15:00:00Z'));
    expect(screen.getByTestId('team-match-notice').textContent).toBe(
      'Nəticəni oyun bitəndən sonra qeyd etmək olar: cümə, 27 noyabr · 20:30',
    );
  });

  it('says nothing once the match is over: the result can be recorded', async () => {
    await i18n.changeLanguage('en');
    showNotice(acceptedMatch('2026-11-26T10:30:00Z'));
    expect(screen.queryByTestId('team-match-notice')).toBeNull();
  });
});
