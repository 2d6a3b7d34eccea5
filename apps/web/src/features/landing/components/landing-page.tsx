import type { PublicStats } from '@oyna/shared';
import type { Language } from '@oyna/shared/i18n/languages';
import type { LandingCopy } from '../landing-copy';
import { CtaSection } from './cta-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { HowSection } from './how-section';
import { LoyaltySection } from './loyalty-section';
import { PricingSection } from './pricing-section';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TestimonialsSection } from './testimonials-section';

export interface LandingPageProps {
  language: Language;
  copy: LandingCopy;
  stats: PublicStats | null;
  signedIn: boolean;
  isDark: boolean;
  offline: boolean;
  year: number;
  onToggleTheme: () => void;
}

/**
 * The marketing site's one page (docs/product-rules.md#hosts-and-routes): hero, features, how it works, pricing,
 * loyalty, testimonials, call to action and footer. Pure: the same props render the same
 * markup at build time (pre-rendering) and in the browser (hydration).
 */
export function LandingPage(props: LandingPageProps) {
  const { copy, language } = props;
  return (
    <>
      <SiteHeader
        copy={copy}
        language={language}
        signedIn={props.signedIn}
        isDark={props.isDark}
        onToggleTheme={props.onToggleTheme}
      />
      {props.offline && (
        <p className="offline-notice" role="status" data-testid="offline-notice">
          {copy.offline}
        </p>
      )}
      <main id="main" tabIndex={-1}>
        <HeroSection copy={copy} language={language} stats={props.stats} />
        <FeaturesSection copy={copy} />
        <HowSection copy={copy} />
        <PricingSection copy={copy} />
        <LoyaltySection copy={copy} />
        <TestimonialsSection copy={copy} />
        <CtaSection copy={copy} />
      </main>
      <SiteFooter copy={copy} language={language} year={props.year} />
    </>
  );
}
