// @vitest-environment jsdom
import { Suspense, act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { lazyPage, preloadPage } from './lazy-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function render(node: ReactNode): HTMLElement {
  const container = document.createElement('div');
  act(() => createRoot(container).render(node));
  return container;
}

describe('a preloaded lazy page', () => {
  it('renders in the first pass, without its loading fallback', async () => {
    const Page = lazyPage('preloaded', () => Promise.resolve({ Page: () => <p>the page</p> }), 'Page');
    await preloadPage('preloaded');
    const container = render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(container.textContent).toBe('the page');
  });

  it('a page not preloaded shows its fallback first, as before', () => {
    const Page = lazyPage('not-preloaded', () => Promise.resolve({ Page: () => <p>the page</p> }), 'Page');
    const container = render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(container.textContent).toBe('loading');
  });

  it('preloading a name no page has is harmless', async () => {
    await expect(preloadPage('no-such-page')).resolves.toBeUndefined();
  });
});
