// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { AnnouncementComposer } from './announcement-composer';

function compose(offerChange: boolean) {
  const onSend = vi.fn();
  const onCancel = vi.fn();
  render(
    <AppProvider>
      <AnnouncementComposer busy={false} offerChange={offerChange} onSend={onSend} onCancel={onCancel} />
    </AppProvider>,
  );
  return { onSend, onCancel };
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('the announcement composer', () => {
  it('sends the text trimmed, marked as a change of time or place when ticked, and says what sending does', () => {
    const { onSend } = compose(true);
    const send = screen.getByRole('button', { name: 'Announce' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText('It is pinned at the top of the chat and sent to everyone as a notification.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Announcement'), { target: { value: '  Pitch 3, not 2  ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'The time or place changes' }));
    expect(
      screen.getByText('Less than 3 hours before kick-off, it is delivered during quiet hours too.'),
    ).toBeTruthy();
    fireEvent.click(send);
    expect(onSend).toHaveBeenCalledWith({ body: 'Pitch 3, not 2', time_or_place_change: true });
  });

  it("offers no change of time or place where there is no kick-off (a team's chat), and cancels", async () => {
    await i18n.changeLanguage('az');
    const { onSend, onCancel } = compose(false);
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.change(screen.getByLabelText('Elanın mətni'), { target: { value: 'Formaları gətirin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Elanı göndər' }));
    expect(onSend).toHaveBeenCalledWith({ body: 'Formaları gətirin', time_or_place_change: false });
    fireEvent.click(screen.getByRole('button', { name: 'Ləğv et' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
