// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { DeclineInvitationButton } from './decline-invitation-button';

const post = vi.spyOn(apiClient, 'post');
const INVITATION = '00000000-0000-4000-8000-0000000000aa';

function show() {
  render(
    <AppProvider>
      <DeclineInvitationButton invitationId={INVITATION} teamName="Qala Şahinləri" />
    </AppProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('az');
  post.mockResolvedValue({ data: {} });
});
afterEach(() => {
  cleanup();
  post.mockReset();
});

describe('declining a team invitation', () => {
  it('asks first, saying it cannot be undone, and declines only when confirmed', async () => {
    show();
    fireEvent.click(screen.getByTestId('invitation-decline'));
    expect(screen.getByRole('dialog', { name: 'Dəvətdən imtina edilsin?' }).textContent).toContain(
      'Qala Şahinləri komandasının dəvəti bağlanacaq',
    );
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('confirm-action'));
    // apiPost hands on the body it was given: none here.
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/invitations/${INVITATION}/decline`, undefined));
  });

  it('keeps the invitation when the player changes their mind', async () => {
    show();
    fireEvent.click(screen.getByTestId('invitation-decline'));
    fireEvent.click(screen.getByRole('button', { name: 'Ləğv et' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post).not.toHaveBeenCalled();
  });
});
