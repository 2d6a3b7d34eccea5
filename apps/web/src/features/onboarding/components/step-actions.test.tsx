// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { useMiniAppStore } from '../../../lib/telegram/mini-app-bridge';
import { fakeMiniAppBridge } from '../../../lib/telegram/testing/fake-mini-app-bridge';
import { StepActions } from './step-actions';

function step(onSubmit: () => void, options: { isLast?: boolean; busy?: 'save' | null } = {}) {
  return (
    <AppProvider>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <StepActions
          canGoBack
          canSkip={false}
          isLast={options.isLast ?? false}
          busy={options.busy ?? null}
          onBack={() => undefined}
          onSkip={() => undefined}
        />
      </form>
    </AppProvider>
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('az');
});
afterEach(() => {
  cleanup();
  useMiniAppStore.setState({ bridge: null });
});

describe('an onboarding step inside the Telegram Mini App', () => {
  it('puts next (and on the last step complete) on the Main button, which submits the step', () => {
    const telegram = fakeMiniAppBridge();
    const onSubmit = vi.fn();
    const { rerender, getByTestId } = render(step(onSubmit));
    expect(telegram.mainButton.params).toEqual({
      text: getByTestId('onboarding-next').textContent,
      enabled: true,
      loading: false,
    });
    act(() => telegram.mainButton.tap());
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(step(onSubmit, { busy: 'save' }));
    expect(telegram.mainButton.params).toMatchObject({ enabled: false, loading: true });

    rerender(step(onSubmit, { isLast: true }));
    expect(telegram.mainButton.params?.text).toBe(getByTestId('onboarding-complete').textContent);
  });
});
