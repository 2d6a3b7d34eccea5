// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { handOverPrerenderedPage } from './prerendered-handover';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Form() {
  const [email, setEmail] = useState('');
  const [terms, setTerms] = useState(false);
  return (
    <form>
      <output>{`${email}|${terms}`}</output>
      <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input name="password" type="password" defaultValue="" />
      <input
        name="accept_terms"
        type="checkbox"
        checked={terms}
        onChange={(event) => setTerms(event.target.checked)}
      />
    </form>
  );
}

describe('the hand-over from a drawn sign-in page to the app', () => {
  it('carries what was typed, ticked and focused into the fields React renders in its place', async () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<form><input name="email" /><input name="password" type="password" />' +
      '<input name="accept_terms" type="checkbox" /><button type="submit" disabled="">Go</button></form>';
    document.body.append(container);
    const drawn = container.querySelectorAll('input');
    drawn[0]!.value = 'player@demo.az';
    drawn[2]!.checked = true;
    drawn[1]!.focus();
    drawn[1]!.value = 'secret';

    handOverPrerenderedPage(container);
    const root = createRoot(container);
    await act(async () => root.render(<Form />));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

    // React's own state holds them, not just the DOM.
    expect(container.querySelector('output')?.textContent).toBe('player@demo.az|true');
    const password = container.querySelector<HTMLInputElement>('input[name="password"]')!;
    expect(password.value).toBe('secret');
    expect(document.activeElement).toBe(password);
    act(() => root.unmount());
  });

  it('waits for the fields when React shows something else first', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<form><input name="email" /></form>';
    document.body.append(container);
    container.querySelector('input')!.value = 'late@demo.az';

    handOverPrerenderedPage(container);
    const root = createRoot(container);
    await act(async () => root.render(<p>loading</p>));
    await act(async () => root.render(<Form />));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

    expect(container.querySelector('output')?.textContent).toBe('late@demo.az|false');
    act(() => root.unmount());
  });

  it('does nothing over an empty container', () => {
    const container = document.createElement('div');
    expect(() => handOverPrerenderedPage(container)).not.toThrow();
  });
});
