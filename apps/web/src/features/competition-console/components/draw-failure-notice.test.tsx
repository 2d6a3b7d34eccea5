// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { DrawFailureNotice } from './draw-failure-notice';

afterEach(cleanup);

describe('a failed automatic draw in the organizer’s console', () => {
  it('says why it failed, how often, and when it is tried again', async () => {
    await i18n.changeLanguage('en');
    render(
      <AppProvider>
        <DrawFailureNotice
          failure={{
            reason: 'schedule',
            failures: 3,
            failed_at: '2026-11-28T08:00:00.000Z',
            retry_at: '2026-11-28T08:20:00.000Z',
          }}
        />
      </AppProvider>,
    );
    const notice = screen.getByTestId('draw-failure').textContent ?? '';
    expect(notice).toContain('failed 3 times in a row');
    expect(notice).toContain('widen the windows or add pitches');
    expect(notice).toMatch(/Next attempt: .*12:20/);
  });
});
