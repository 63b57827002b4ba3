import { escapeHtml } from '../../lib/escapeHtml.ts';
import type { StoredMessage } from './mailStore.ts';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;color:#222}table{border-collapse:collapse;width:100%}
td,th{padding:6px 10px;border-bottom:1px solid #ddd;text-align:left}a{color:#1565c0}
iframe{width:100%;height:70vh;border:1px solid #ccc}pre{white-space:pre-wrap;background:#f6f6f6;padding:12px}</style>
</head><body>${body}</body></html>`;

export function inboxListPage(messages: StoredMessage[]): string {
  const rows = messages
    .map(
      (m) => `<tr><td>${escapeHtml(new Date(m.date).toLocaleString('en-US'))}</td><td>${escapeHtml(m.from)}</td>
<td>${escapeHtml(m.to)}</td><td><a href="/messages/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('\n');
  const empty = '<p>No mail yet. Messages PropScout sends appear here.</p>';
  return page(
    'PropScout mail catcher',
    `<h1>PropScout mail catcher</h1><p>Every message the server sent through the embedded SMTP catcher (newest first).</p>
${messages.length ? `<table><tr><th>Date</th><th>From</th><th>To</th><th>Subject</th></tr>${rows}</table>` : empty}`,
  );
}

export function messagePage(m: StoredMessage): string {
  // The HTML part loads in a sandboxed frame served with a sandbox CSP: no scripts, no forms, no same-origin access.
  const html = m.html ? `<h2>HTML</h2><iframe sandbox src="/messages/${m.id}/html" title="HTML body"></iframe>` : '';
  return page(
    m.subject,
    `<p><a href="/">&larr; Inbox</a> · <a href="/messages/${m.id}/raw">Raw</a></p>
<h1>${escapeHtml(m.subject || '(no subject)')}</h1>
<table><tr><th>From</th><td>${escapeHtml(m.from)}</td></tr><tr><th>To</th><td>${escapeHtml(m.to)}</td></tr>
<tr><th>Date</th><td>${escapeHtml(m.date)}</td></tr><tr><th>Message-ID</th><td>${escapeHtml(m.messageId ?? '')}</td></tr></table>
${html}<h2>Text</h2><pre>${escapeHtml(m.text)}</pre>`,
  );
}
