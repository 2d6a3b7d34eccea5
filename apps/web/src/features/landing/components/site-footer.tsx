import type { Language } from '@oyna/shared/i18n/languages';
import type { LandingCopy } from '../landing-copy';
import { LanguageLinks, SECTION_LINKS } from './site-header';
import { LogoMark, MailIcon } from './icons';

/** The address players and venues write to. */
export const CONTACT_EMAIL = 'salam@oyna.az';

export function SiteFooter({
  copy,
  language,
  year,
}: {
  copy: LandingCopy;
  language: Language;
  year: number;
}) {
  const { footer, nav } = copy;
  return (
    <footer id="contact" className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <a className="brand" href="/" aria-label={nav.home}>
            <LogoMark size={32} />
            <span aria-hidden="true">Oyna</span>
          </a>
          <p>{footer.tagline}</p>
          <LanguageLinks language={language} label={nav.languages} />
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product">{footer.product}</h2>
          <ul>
            {SECTION_LINKS.filter(([key]) => key !== 'contact').map(([key, href]) => (
              <li key={key}>
                <a href={href}>{nav[key]}</a>
              </li>
            ))}
            <li>
              <a href="/venues">{footer.venues}</a>
            </li>
            <li>
              <a href="/login">{nav.login}</a>
            </li>
            <li>
              <a href="/register">{nav.register}</a>
            </li>
          </ul>
        </nav>
        <div>
          <h2>{footer.contact}</h2>
          <address>
            <a className="footer-mail" href={`mailto:${CONTACT_EMAIL}`}>
              <MailIcon />
              <span className="visually-hidden">{footer.email_label}: </span>
              {CONTACT_EMAIL}
            </a>
            <span>{footer.city}</span>
          </address>
        </div>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">{footer.legal}</h2>
          <ul>
            <li>
              <a href="/terms">{footer.terms}</a>
            </li>
            <li>
              <a href="/privacy">{footer.privacy}</a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container footer-bottom">
        {/* The year of the build in the pre-rendered page, this year once hydrated. */}
        <p suppressHydrationWarning>
          © {year} Oyna · {footer.rights}
        </p>
      </div>
    </footer>
  );
}
