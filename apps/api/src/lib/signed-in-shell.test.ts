import { describe, expect, it } from 'vitest';
import { renderSignedInShell, signedInShellHint } from './signed-in-shell.js';

const SHELL =
  '<!doctype html><html lang="az" dir="ltr"><head><meta name="theme-color" content="#0b1410" />' +
  '<title>Oyna</title><style>html,body{background:#0b1410;margin:0}</style></head>' +
  '<body><div id="root"></div></body></html>';

const DRAWN = {
  body:
    '<div class="frame"><h1>Salam, \u2060NAME\u2060!</h1>' +
    '<div data-testid="user-avatar">\u2060</div></div>',
  css: '.frame{display:flex}',
  styleNames: ['1x2y3z'],
  globalCss: 'body{margin:0}',
  globalNames: ['9g8h7j', 'k3y4f5'],
  title: 'Panel · Oyna',
};

describe('signedInShellHint', () => {
  it('reads the first name from the cookie', () => {
    expect(signedInShellHint('theme=light; oyna_shell=R%C9%99%C5%9Fad; i18nextLng=az')).toBe('Rəşad');
    expect(signedInShellHint('oyna_shell=Aysel')).toBe('Aysel');
  });

  it('is null without a usable hint', () => {
    expect(signedInShellHint(undefined)).toBeNull();
    expect(signedInShellHint('theme=light')).toBeNull();
    expect(signedInShellHint('oyna_shell=')).toBeNull();
    expect(signedInShellHint('oyna_shell=%E0%A4%A')).toBeNull();
    expect(signedInShellHint(`oyna_shell=${'A'.repeat(41)}`)).toBeNull();
    expect(signedInShellHint('oyna_shell=%E2%81%A0')).toBeNull();
  });
});

describe('renderSignedInShell', () => {
  it('puts the drawn page, its styles and global rules (named for the app), title, language, theme and the escaped name into the shell', () => {
    const html = renderSignedInShell(SHELL, DRAWN, {
      page: '/dashboard',
      language: 'ru',
      theme: 'light',
      firstName: 'élise <b>',
    });
    expect(html).toContain('<html lang="ru" data-theme="light"');
    expect(html).toContain('<title>Panel · Oyna</title>');
    expect(html).toContain('<meta name="theme-color" content="#f3f7f4"');
    expect(html).toContain('background:#f3f7f4');
    expect(html).toContain(
      '<div id="root" data-drawn="/dashboard"><div data-drawn-frame="" class="frame">' +
        '<h1>Salam, élise &#60;b&#62;!</h1><div data-testid="user-avatar">É</div></div></div>',
    );
    expect(html).toContain(
      '<style data-prerendered-global="" data-names="9g8h7j k3y4f5">body{margin:0}</style>' +
        '<style data-prerendered="" data-names="1x2y3z">' +
        '.frame{display:flex}@media (min-width:900px){[data-drawn-frame]{visibility:hidden}}</style>',
    );
    expect(html).not.toContain('\u2060');
  });

  it("links the rules of the page's data after the drawn classes, applied only once the app takes them (decision 102)", () => {
    const html = renderSignedInShell(
      SHELL,
      { ...DRAWN, dataCssHref: '/assets/drawn-dashboard-light-Ab12Cd34Ef.css' },
      { page: '/dashboard', language: 'ru', theme: 'light', firstName: 'Aysel' },
    );
    expect(html).toContain(
      '.frame{display:flex}@media (min-width:900px){[data-drawn-frame]{visibility:hidden}}</style>' +
        '<link rel="stylesheet" href="/assets/drawn-dashboard-light-Ab12Cd34Ef.css" media="print" data-drawn-data="" />',
    );
  });

  it("names the data's rules on their link, so that the app need not read them back (decision 107)", () => {
    const html = renderSignedInShell(
      SHELL,
      {
        ...DRAWN,
        dataCssHref: '/assets/drawn-games-dark-Ab12Cd34Ef.css',
        dataStyleNames: ['9k8j7h', '5t4r3e'],
      },
      { page: '/games', language: 'az', theme: 'dark', firstName: 'Aysel' },
    );
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/drawn-games-dark-Ab12Cd34Ef.css" media="print" data-drawn-data="" data-names="9k8j7h 5t4r3e" />',
    );
  });

  it('keeps the dark theme as the shell has it', () => {
    const html = renderSignedInShell(SHELL, DRAWN, {
      page: '/games',
      language: 'az',
      theme: 'dark',
      firstName: 'Aysel',
    });
    expect(html).toContain('<meta name="theme-color" content="#0b1410"');
    expect(html).toContain('data-drawn="/games"');
  });
});
