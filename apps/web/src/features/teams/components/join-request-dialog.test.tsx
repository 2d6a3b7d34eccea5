// @vitest-environment jsdom
import { TEAM_MESSAGE_MAX_LENGTH } from '@oyna/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { useMiniAppStore } from '../../../lib/telegram/mini-app-bridge';
import { fakeMiniAppBridge } from '../../../lib/telegram/testing/fake-mini-app-bridge';
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
afterEach(() => {
  cleanup();
  useMiniAppStore.setState({ bridge: null });
});

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

  it('inside the Telegram Mini App the Main button sends it too, and goes when the dialog does', () => {
    const telegram = fakeMiniAppBridge();
    const onSend = vi.fn();
    open(onSend);
    expect(telegram.mainButton.params?.text).toBe(screen.getByTestId('join-request-send').textContent);
    fireEvent.change(screen.getByTestId('join-request-message'), { target: { value: 'Hücumçuyam' } });
    act(() => telegram.mainButton.tap());
    expect(onSend).toHaveBeenCalledWith('Hücumçuyam');
    cleanup();
    expect(telegram.mainButton.params).toBeNull();
  });
});
