// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';
import { DataExportCard } from './data-export-card';

const get = vi.spyOn(apiClient, 'get');
const createObjectURL = vi.fn(() => 'blob:oyna-data');

function renderCard() {
  render(
    <AppProvider>
      <DataExportCard />
    </AppProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
});
afterEach(() => {
  cleanup();
  get.mockReset();
  createObjectURL.mockClear();
});

describe('downloading my data from the settings', () => {
  it('says what the file holds and saves the ZIP the API answers under its name', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    get.mockResolvedValue({
      data: new Blob(['PK']),
      headers: { 'content-disposition': 'attachment; filename="oyna-data-2025-05-03.zip"' },
    });
    renderCard();
    expect(screen.getByText(/the messages you wrote in game chats/)).toBeTruthy();
    expect(screen.getByText(/at most 3 times an hour/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(get).toHaveBeenCalledWith('/users/me/export', { responseType: 'blob' });
    expect(createObjectURL).toHaveBeenCalled();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('oyna-data-2025-05-03.zip');
    click.mockRestore();
  });

  it('tells the hourly limit when the API answers 429', async () => {
    get.mockRejectedValue(
      new ApiError({ message: 'Too many', status: 429, code: 'data_export_rate_limited' }),
    );
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You can download your data at most 3 times an hour. Try again a little later.',
    );
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('speaks Azerbaijani by default', async () => {
    await i18n.changeLanguage('az');
    renderCard();
    expect(screen.getByRole('button', { name: 'Məlumatlarımı yüklə' })).toBeTruthy();
  });
});
