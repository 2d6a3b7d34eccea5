// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { FormDialog } from './form-dialog';

function renderDialog(props: { pending?: boolean; error?: string | null }) {
  const onClose = vi.fn();
  const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  render(
    <AppProvider>
      <FormDialog
        open
        title="Refund 5 ₼"
        onClose={onClose}
        onSubmit={onSubmit}
        pending={props.pending ?? false}
        error={props.error}
        cancelLabel="Cancel"
        confirmLabel="Refund"
        confirmTestId="confirm"
      >
        <input aria-label="Reason" />
      </FormDialog>
    </AppProvider>,
  );
  return { onClose, onSubmit };
}

describe('a dialog that asks for fields before an action', () => {
  it('is named by its title and sends its form with the confirm button', () => {
    const { onSubmit } = renderDialog({});
    expect(screen.getByRole('dialog', { name: 'Refund 5 ₼' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm'));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('closes on cancel and on Escape while nothing is on its way', () => {
    const { onClose } = renderDialog({});
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays open while the request is on its way', () => {
    const { onClose } = renderDialog({ pending: true });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says what the server refused under the fields', () => {
    renderDialog({ error: 'The balance is too low.' });
    expect(screen.getByRole('alert').textContent).toBe('The balance is too low.');
  });
});
