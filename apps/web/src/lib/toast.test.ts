import { beforeEach, describe, expect, it } from 'vitest';
import { TOAST_PLACEMENTS, toast, useToastStore, visibleToasts } from './toast';

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('toasts', () => {
  it('shows at most three per placement and queues the rest in order', () => {
    for (const n of [1, 2, 3, 4, 5]) toast.info(`auth ${n}`, 'auth');
    toast.success('app 1');
    const { toasts } = useToastStore.getState();
    expect(visibleToasts(toasts, 'auth').map((item) => item.message)).toEqual(['auth 1', 'auth 2', 'auth 3']);
    expect(visibleToasts(toasts, 'app').map((item) => item.message)).toEqual(['app 1']);

    const first = visibleToasts(toasts, 'auth')[0];
    useToastStore.getState().remove(first?.id ?? 0);
    expect(visibleToasts(useToastStore.getState().toasts, 'auth').map((item) => item.message)).toEqual([
      'auth 2',
      'auth 3',
      'auth 4',
    ]);
  });

  it('keeps the variant and defaults to the app shell', () => {
    toast.error('Xəta');
    expect(useToastStore.getState().toasts[0]).toMatchObject({ variant: 'error', placement: 'app' });
  });

  it("uses the product rules' timings: sign-in flows bottom-left 5 s, app shell bottom-centre 4 s", () => {
    expect(TOAST_PLACEMENTS.auth).toEqual({ vertical: 'bottom', horizontal: 'left', autoHideMs: 5000 });
    expect(TOAST_PLACEMENTS.app).toEqual({ vertical: 'bottom', horizontal: 'center', autoHideMs: 4000 });
  });
});
