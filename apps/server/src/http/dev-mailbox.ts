import type { OutboxEntry } from '../mail/mailer';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** The development outbox as a page, so a newcomer can follow a verification link with no mail server. */
export function renderDevMailbox(entries: OutboxEntry[]): string {
  const rows = entries
    .map(
      (
        m,
      ) => `<article><h2>${esc(m.subject)}</h2><p>To <strong>${esc(m.to)}</strong>, ${esc(new Date(m.sentAt).toLocaleString('en-AU'))}</p>
${m.link ? `<p><a href="${esc(m.link)}">${esc(m.link)}</a></p>` : ''}<details><summary>Text of the message</summary><pre>${esc(m.text)}</pre></details></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Development mailbox · Embodied</title>
<style>body{font-family:system-ui,Arial,sans-serif;max-width:860px;margin:auto;padding:16px;color:#1a1a1a}article{border-top:1px solid #ccc;padding:8px 0}a{color:#0d47a1;word-break:break-all}pre{white-space:pre-wrap}</style></head>
<body><main><h1>Development mailbox</h1><p>Mail the server would have sent. It is shown here because no SMTP_URL is configured. Newest first.</p>
${rows || '<p>No messages yet.</p>'}</main></body></html>`;
}
