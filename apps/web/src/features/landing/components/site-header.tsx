import { LANGUAGES, type Language } from '@oyna/shared/i18n/languages';
import { useRef } from 'react';
import type { LandingCopy } from '../landing-copy';
import { LogoMark, MenuIcon, MoonIcon, SunIcon } from './icons';

/** The landing page's sections the navigation leads to. */
export const SECTION_LINKS = [
  ['about', '#about'],
  ['features', '#features'],
  ['pricing', '#pricing'],
  ['contact', '#contact'],
] as const;

const LANGUAGE_NAMES: Record<Language, string> = { az: 'Azərbaycan', ru: 'Русский', en: 'English' };

/** Each language is its own pre-rendered page: a plain link works with or without JavaScript. */
export function LanguageLinks({ language, label }: { language: Language; label: string }) {
  return (
    <ul className="lang-links" aria-label={label}>
      {LANGUAGES.map((code) => (
        <li key={code}>
          <a
            href={`/?lang=${code}`}
            hrefLang={code}
            lang={code}
            aria-current={code === language ? 'true' : undefined}
            title={LANGUAGE_NAMES[code]}
          >
            <span aria-hidden="true">{code.toUpperCase()}</span>
            <span className="visually-hidden">{LANGUAGE_NAMES[code]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

interface SiteHeaderProps {
  copy: LandingCopy;
  language: Language;
  /** A stored session: the header offers the app instead of sign-in. */
  signedIn: boolean;
  isDark: boolean;
  onToggleTheme: () => void;
}

export function SiteHeader({ copy, language, signedIn, isDark, onToggleTheme }: SiteHeaderProps) {
  const menu = useRef<HTMLDetailsElement>(null);
  const closeMenu = () => menu.current?.removeAttribute('open');
  const { nav } = copy;

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {nav.skip}
      </a>
      <div className="container header-row">
        <a className="brand" href="/" aria-label={nav.home}>
          <LogoMark size={32} />
          <span aria-hidden="true">Oyna</span>
        </a>

        <nav className="header-nav" aria-label={nav.label}>
          <ul>
            {SECTION_LINKS.map(([key, href]) => (
              <li key={key}>
                <a href={href}>{nav[key]}</a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="header-actions">
          <div className="hide-mobile">
            <LanguageLinks language={language} label={nav.languages} />
          </div>
          <button
            type="button"
            className="icon-button theme-toggle"
            aria-label={nav.theme_dark}
            aria-pressed={isDark}
            onClick={onToggleTheme}
            data-testid="landing-theme-toggle"
          >
            <SunIcon />
            <MoonIcon />
          </button>
          {signedIn ? (
            <a className="btn btn-primary btn-small" href="/dashboard" data-testid="landing-open-app">
              {nav.open_app}
            </a>
          ) : (
            <>
              <a className="btn btn-ghost btn-small hide-mobile" href="/login">
                {nav.login}
              </a>
              <a className="btn btn-primary btn-small" href="/register">
                {nav.register}
              </a>
            </>
          )}
          <details className="mobile-menu" ref={menu}>
            <summary className="icon-button" aria-label={nav.menu} data-testid="landing-menu">
              <MenuIcon />
            </summary>
            <div className="mobile-menu-panel">
              <nav aria-label={nav.label}>
                <ul>
                  {SECTION_LINKS.map(([key, href]) => (
                    <li key={key}>
                      <a href={href} onClick={closeMenu}>
                        {nav[key]}
                      </a>
                    </li>
                  ))}
                  {!signedIn && (
                    <li>
                      <a href="/login">{nav.login}</a>
                    </li>
                  )}
                </ul>
              </nav>
              <LanguageLinks language={language} label={nav.languages} />
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
