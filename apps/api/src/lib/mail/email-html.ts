import type { Language } from '@oyna/shared';

export interface EmailContent {
  language: Language;
  title: string;
  /** Paragraphs of plain text. */
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  /** The small last line (e.g. where to change the settings). */
  footer: string;
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The plain-text part: the same words, the link written out. */
export function emailText(content: EmailContent): string {
  return [
    content.title,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '--',
    content.footer,
    '',
  ].join('\n');
}

/** A simple, accessible HTML part: a heading, paragraphs, one button-like link, a footer line. */
export function emailHtml(content: EmailContent): string {
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;background:#1b5e20;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(content.action.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${content.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<main style="max-width:560px;margin:0 auto">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.title)}</h1>
${content.paragraphs.map((paragraph) => `<p style="margin:0 0 12px">${escapeHtml(paragraph)}</p>`).join('\n')}
${action}
<hr style="border:none;border-top:1px solid #cccccc;margin:24px 0 12px">
<p style="margin:0;font-size:14px;color:#4a4a4a">${escapeHtml(content.footer)}</p>
</main>
</body>
</html>
`;
}
