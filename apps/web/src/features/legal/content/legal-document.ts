/** A section of a legal page: a heading, paragraphs and, optionally, a list. */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** A paragraph after the list. */
  after?: string;
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** When the terms and the privacy policy last changed (ISO date). */
export const LEGAL_UPDATED = '2026-11-22';

export const SUPPORT_EMAIL = 'support@oyna.az';
export const PRIVACY_EMAIL = 'privacy@oyna.az';
