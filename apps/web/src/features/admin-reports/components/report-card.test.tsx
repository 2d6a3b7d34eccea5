// @vitest-environment jsdom
import type { MessageReport } from '@oyna/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { ReportCard } from './report-card';

const person = (id: string, first_name: string) => ({
  id,
  first_name,
  last_name: 'Quliyev',
  photo_url: null,
});
const AUTHOR = person('8a6f4e5d-4444-4555-8666-c77788889999', 'Rauf');
const REPORTER = person('7f5e3d4c-3333-4444-8555-b66677778888', 'Aysel');

function report(overrides: Partial<MessageReport> = {}): MessageReport {
  const at = '2026-11-27T15:00:00.000Z';
  return {
    id: '1b2c3d4e-5555-4666-8777-d88899990000',
    message_id: 'a1a1a1a1-1111-4111-8111-111111111111',
    conversation_id: '6e4d2c3b-2222-4333-8444-a55566667777',
    conversation_kind: 'game',
    subject_title: 'Cümə axşamı futbolu',
    author: AUTHOR,
    reporter: REPORTER,
    reason: 'insult',
    note: 'Hər oyunda belə yazır',
    reported_body: 'Sən heç oynaya bilmirsən',
    context: [
      {
        id: 'b1b1b1b1-1111-4111-8111-111111111111',
        kind: 'text',
        author: REPORTER,
        body: 'Hamı gəlir?',
        deleted: false,
        reported: false,
        created_at: at,
      },
      {
        id: 'a1a1a1a1-1111-4111-8111-111111111111',
        kind: 'text',
        author: AUTHOR,
        body: 'Sən heç oynaya bilmirsən',
        deleted: false,
        reported: true,
        created_at: at,
      },
      {
        id: 'c1c1c1c1-1111-4111-8111-111111111111',
        kind: 'text',
        author: REPORTER,
        body: '',
        deleted: true,
        reported: false,
        created_at: at,
      },
    ],
    created_at: at,
    decision: null,
    decided_at: null,
    ...overrides,
  };
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe("a report in the admins' queue", () => {
  it('shows the reason, the chat, who wrote and who reported, the note and the messages around it; hide or keep', () => {
    const onDecide = vi.fn();
    render(
      <AppProvider>
        <ul>
          <ReportCard report={report()} busy={false} onDecide={onDecide} />
        </ul>
      </AppProvider>,
    );
    expect(screen.getByText('Insult')).toBeTruthy();
    expect(screen.getByText(/Chat: Cümə axşamı futbolu/)).toBeTruthy();
    expect(screen.getByText(/Author: Rauf Quliyev/)).toBeTruthy();
    expect(screen.getByText(/Reported by Aysel Quliyev/)).toBeTruthy();
    expect(screen.getByText('“Hər oyunda belə yazır”')).toBeTruthy();
    const lines = screen
      .getAllByRole('listitem')
      .filter((item) => item.tagName === 'LI' && item.closest('ol'));
    expect(lines.map((line) => line.textContent)).toEqual([
      'Aysel Quliyev: Hamı gəlir?',
      'Rauf Quliyev: Sən heç oynaya bilmirsən',
      'Aysel Quliyev: Deleted message',
    ]);
    expect(lines[1]?.getAttribute('data-reported')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(onDecide).toHaveBeenCalledWith('hide');
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onDecide).toHaveBeenCalledWith('keep');
  });

  it('shows a decided report with its decision and no buttons, in Azerbaijani', async () => {
    await i18n.changeLanguage('az');
    render(
      <AppProvider>
        <ul>
          <ReportCard
            report={report({ decision: 'hide', decided_at: '2026-11-27T16:00:00.000Z' })}
            busy={false}
            onDecide={vi.fn()}
          />
        </ul>
      </AppProvider>,
    );
    expect(screen.getByText('Gizlədilib')).toBeTruthy();
    expect(screen.getByText('Təhqir')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
