import type { Language } from '@oyna/shared/i18n/languages';
import type { LandingCopy } from '../landing-copy';
import { LanguageLinks, SECTION_LINKS } from './site-header';
import { LogoMark, MailIcon } from './icons';

/** The address players and venues write to. */
export const CONTACT_EMAIL = 'salam@oyna.az';

/** A titled list of the footer's links: each an address and its text. */
function FooterNav({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly (readonly [href: string, text: string])[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map(([href, text]) => (
          <li key={href}>
            <a href={href}>{text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

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
        <FooterNav
          id="footer-product"
          title={footer.product}
          links={[
            ...SECTION_LINKS.filter(([key]) => key !== 'contact').map(
              ([key, href]) => [href, nav[key]] as const,
            ),
            ['/venues', footer.venues],
            ['/login', nav.login],
            ['/register', nav.register],
          ]}
        />
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
        <FooterNav
          id="footer-legal"
          title={footer.legal}
          links={[
            ['/terms', footer.terms],
            ['/privacy', footer.privacy],
          ]}
        />
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
