import { describe, expect, it } from 'vitest';
import { withButtonsDisabled } from './drawn-buttons';

describe('a sign-in page drawn by the server', () => {
  it('disables every button until the script takes over, and leaves links alone', () => {
    const drawn =
      '<a href="/terms">Terms</a><button class="MuiButton" type="button" aria-label="Language">AZ</button>' +
      '<button type="submit">Sign in</button><button\ntype="button">Google</button>';
    expect(withButtonsDisabled(drawn)).toBe(
      '<a href="/terms">Terms</a><button disabled="" data-drawn-wait="" class="MuiButton" type="button" aria-label="Language">AZ</button>' +
        '<button disabled="" data-drawn-wait="" type="submit">Sign in</button><button disabled="" data-drawn-wait=""\ntype="button">Google</button>',
    );
  });

  it('does not disable a button twice, and takes aria-disabled for what it is', () => {
    expect(withButtonsDisabled('<button type="button" disabled="">Telegram</button>')).toBe(
      '<button type="button" disabled="">Telegram</button>',
    );
    expect(withButtonsDisabled('<button aria-disabled="false">Show</button>')).toBe(
      '<button disabled="" data-drawn-wait="" aria-disabled="false">Show</button>',
    );
  });
});
