import { escapeHtml } from '../../lib/escapeHtml.ts';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:480px;margin:64px auto;padding:0 16px;color:#222}
button{font:inherit;padding:10px 20px;border:0;border-radius:6px;background:#1565c0;color:#fff;cursor:pointer}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

/** GET shows a button rather than unsubscribing: mail scanners follow links, and must not unsubscribe anyone. */
export const confirmPage = (email: string, sender: string) =>
  page(
    'Unsubscribe',
    `<p>Stop automated property emails from ${escapeHtml(sender)} to <strong>${escapeHtml(email)}</strong>?</p>
<form method="post"><button type="submit">Unsubscribe</button></form>`,
  );

export const donePage = (email: string, sender: string) =>
  page(
    'You are unsubscribed',
    `<p><strong>${escapeHtml(email)}</strong> will no longer receive automated property emails from ${escapeHtml(sender)}.</p>`,
  );

export const invalidPage = () => page('Link not valid', '<p>This unsubscribe link is not valid or the contact no longer exists.</p>');
