// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { MutationConfirmDialog } from './mutation-confirm-dialog';

function renderDialog(variables: string | null, outcome: 'success' | 'error' = 'success') {
  const onClose = vi.fn();
  const mutate = vi.fn(
    (_variables: string, options: { onSuccess: () => void; onError: (error: unknown) => void }) => {
      if (outcome === 'success') options.onSuccess();
      else options.onError(new Error('refused'));
    },
  );
  render(
    <AppProvider>
      <MutationConfirmDialog
        open
        title="Remove the logo?"
        text="The team goes back to its initials."
        confirmLabel="Remove"
        mutation={{ mutate, isPending: false }}
        variables={variables}
        done="Removed"
        onClose={onClose}
      />
    </AppProvider>,
  );
  return { onClose, mutate };
}

describe('a confirm dialog that runs one request', () => {
  it('sends the request with its variables and closes once it worked', () => {
    const { onClose, mutate } = renderDialog('team-1');
    fireEvent.click(screen.getByTestId('confirm-action'));
    expect(mutate).toHaveBeenCalledOnce();
    expect(mutate.mock.calls[0]?.[0]).toBe('team-1');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('stays open when the request is refused', () => {
    const { onClose, mutate } = renderDialog('team-1', 'error');
    fireEvent.click(screen.getByTestId('confirm-action'));
    expect(mutate).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends nothing while nothing is chosen', () => {
    const { mutate } = renderDialog(null);
    fireEvent.click(screen.getByTestId('confirm-action'));
    expect(mutate).not.toHaveBeenCalled();
  });
});
