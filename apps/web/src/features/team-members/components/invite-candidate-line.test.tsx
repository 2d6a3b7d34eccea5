// @vitest-environment jsdom
import type { InviteCandidate } from '@oyna/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { InviteCandidateLine } from './invite-candidate-line';

const nigar: InviteCandidate = {
  id: '00000000-0000-4000-8000-000000000001',
  first_name: 'Nigar',
  last_name: 'Əliyeva',
  photo_url: '/uploads/nigar.webp',
  primary_position: 'defender',
  secondary_positions: [],
  jersey_number: null,
  preferred_foot: null,
  rating: null,
  district: 'yasamal',
  games_together: 3,
};

function show(player: InviteCandidate) {
  render(
    <AppProvider>
      <MemoryRouter>
        <InviteCandidateLine player={player} disabled={false} onInvite={() => undefined} />
      </MemoryRouter>
    </AppProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('az');
});
afterEach(cleanup);

describe('a player found to invite', () => {
  it('tells namesakes apart: photo, position, usual district and games with you, and names the button "Dəvət et: name"', () => {
    show(nigar);
    expect(screen.getByRole('button', { name: 'Dəvət et: Nigar Əliyeva' }).textContent).toBe('Dəvət et');
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/uploads/nigar.webp');
    expect(screen.getByText('CB')).toBeTruthy();
    expect(screen.getByTestId('invite-candidate-facts').textContent).toBe(
      'Yasamal rayonunda oynayır · Sizinlə 3 oyun',
    );
  });

  it('says when the player has not played with you yet', () => {
    show({ ...nigar, district: null, games_together: 0 });
    expect(screen.getByTestId('invite-candidate-facts').textContent).toBe('Sizinlə hələ oynamayıb');
  });

  it('shows only name and photo of a private profile, whose other facts the server hid', async () => {
    await i18n.changeLanguage('ru');
    show({ ...nigar, primary_position: null, district: null, games_together: null });
    expect(screen.getByRole('button', { name: 'Пригласить: Nigar Əliyeva' })).toBeTruthy();
    expect(screen.queryByTestId('invite-candidate-facts')).toBeNull();
    expect(screen.queryByText('ЦЗ')).toBeNull();
  });
});
