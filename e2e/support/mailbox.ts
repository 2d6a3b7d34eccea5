import { expect } from '@playwright/test';
import { SMTP_INBOX_URL } from './env';

export interface InboxEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** The emails the API sent to this address so far (through the local SMTP server). */
export async function emailsTo(address: string): Promise<InboxEmail[]> {
  const response = await fetch(`${SMTP_INBOX_URL}/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as InboxEmail[];
}

/** Waits for an email to this address with this subject and answers the latest such. */
export async function waitForEmail(address: string, subject: string): Promise<InboxEmail> {
  let found: InboxEmail[] = [];
  await expect
    .poll(async () => {
      found = (await emailsTo(address)).filter((email) => email.subject === subject);
      return found.length;
    })
    .toBeGreaterThan(0);
  return found[found.length - 1]!;
}

/** The first link in a text that goes to this path of the app. */
export function linkTo(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9_-]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[0];
}
