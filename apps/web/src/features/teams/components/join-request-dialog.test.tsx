// @vitest-environment jsdom
import { TEAM_MESSAGE_MAX_LENGTH } from '@oyna/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { JoinRequestDialog } from './join-request-dialog';

function open(onSend: (message: string) => void) {
  render(
    <AppProvider>
      <JoinRequestDialog
        open
        teamName="Şuşa Qartalları"
        pending={false}
        onSend={onSend}
        onClose={() => undefined}
      />
    </AppProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('az');
});
afterEach(cleanup);

describe('asking to join a team', () => {
  it('sends an optional message to the captain', () => {
    const onSend = vi.fn();
    open(onSend);
    expect(screen.getByLabelText('Kapitana mesaj (istəyə bağlı)')).toBeTruthy();
    fireEvent.change(screen.getByTestId('join-request-message'), { target: { value: '  Qapıçıyam  ' } });
    fireEvent.click(screen.getByTestId('join-request-send'));
    expect(onSend).toHaveBeenCalledWith('Qapıçıyam');
  });

  it('sends without a message too', () => {
    const onSend = vi.fn();
    open(onSend);
    fireEvent.click(screen.getByTestId('join-request-send'));
    expect(onSend).toHaveBeenCalledWith('');
  });

  it('refuses a message longer than the limit, saying so', () => {
    const onSend = vi.fn();
    open(onSend);
    fireEvent.change(screen.getByTestId('join-request-message'), {
      target: { value: 'a'.repeat(TEAM_MESSAGE_MAX_LENGTH + 1) },
    });
    fireEvent.click(screen.getByTestId('join-request-send'));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText(`Mesaj ən çoxu ${TEAM_MESSAGE_MAX_LENGTH} simvol ola bilər.`)).toBeTruthy();
  });
});
