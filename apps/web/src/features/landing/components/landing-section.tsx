import type { ReactNode } from 'react';

interface LandingSectionProps {
  /** The section's anchor; its heading gets `<id>-title`. */
  id: string;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  /** The tinted background that alternates down the page. */
  alt?: boolean;
  children: ReactNode;
}

/** One section of the landing page: the small label, the heading that names it, the lead, then its content. */
export function LandingSection({ id, eyebrow, title, lead, alt = false, children }: LandingSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className={alt ? 'section section-alt' : 'section'} aria-labelledby={titleId}>
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={titleId}>{title}</h2>
          {lead === undefined ? null : <p className="lead">{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
