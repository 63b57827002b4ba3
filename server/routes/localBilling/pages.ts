import { escapeHtml } from '../../lib/escapeHtml.ts';
import { billingDay, centsText } from '../../billing/billingText.ts';
import type { LocalBilling } from '../../billing/local/localBilling.ts';

type CheckoutView = NonNullable<Awaited<ReturnType<LocalBilling['checkoutView']>>>;
type PortalView = NonNullable<Awaited<ReturnType<LocalBilling['portalView']>>>;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · PropScout billing</title>
<style>
body{font:16px system-ui,sans-serif;margin:0;color:#1a1f36;background:#f6f9fc}
main{max-width:560px;margin:40px auto;padding:0 16px}
.card{background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.08);padding:24px;margin-bottom:16px}
h1{font-size:22px;margin:0 0 4px} h2{font-size:17px;margin:0 0 12px} .muted{color:#697386;font-size:14px}
.price{font-size:32px;font-weight:600;margin:8px 0} label{display:block;font-size:14px;margin:12px 0 4px}
input{font:inherit;width:100%;box-sizing:border-box;padding:10px;border:1px solid #cfd7df;border-radius:6px}
.row{display:flex;gap:12px}.row>div{flex:1}
button,.button{font:inherit;display:inline-block;padding:10px 20px;border:0;border-radius:6px;background:#635bff;color:#fff;cursor:pointer;text-decoration:none}
button.secondary,.button.secondary{background:#fff;color:#635bff;border:1px solid #635bff}
button.danger{background:#df1b41} .error{background:#fde8ec;color:#a4122c;padding:10px;border-radius:6px;margin-bottom:12px}
table{width:100%;border-collapse:collapse;font-size:14px} th,td{text-align:left;padding:8px 4px;border-bottom:1px solid #e3e8ee}
.badge{font-size:12px;padding:2px 8px;border-radius:10px;background:#d7f7c2;color:#05690d}.badge.open{background:#fcedb9;color:#a04100}
.test{background:#fcedb9;color:#a04100;font-size:13px;padding:8px 16px;text-align:center}
</style></head><body><div class="test">Local billing service, test mode: no real money moves. Pay with the test card 4242 4242 4242 4242.</div>
<main>${body}</main></body></html>`;

/** What a declined payment hands back to the form: everything but the CVC, which is never echoed into a page. */
export interface EnteredCard {
  name?: string;
  number: string;
  exp: string;
}

export function checkoutPage(view: CheckoutView, error?: string, entered?: EnteredCard) {
  const value = (text: string | undefined) => (text ? ` value="${escapeHtml(text)}"` : '');
  const { session, plan, percentOff, amountCents } = view;
  const setup = session.kind === 'setup';
  const summary = plan
    ? `<p class="muted">Subscribe to</p><h1>PropScout ${escapeHtml(plan.name)}</h1>
<div class="price">${escapeHtml(centsText(amountCents, plan.currency))} <span class="muted">per month</span></div>
${percentOff ? `<p class="muted">Promo code ${escapeHtml(session.promo_code ?? '')}: ${percentOff}% off (list price ${escapeHtml(centsText(plan.price_cents, plan.currency))})</p>` : ''}
<p class="muted">${plan.credits_per_month.toLocaleString('en-US')} search credits a month · downloads up to ${plan.download_row_limit.toLocaleString('en-US')} rows${plan.api_access ? ' · developer API' : ''}</p>`
    : '<h1>Add a payment method</h1><p class="muted">The card is saved for your next invoices.</p>';
  return page(
    setup ? 'Add a payment method' : `Subscribe to ${plan?.name ?? ''}`,
    `
<div class="card">${summary}</div>
<form class="card" method="post">
  <h2>Pay with card</h2>
  ${error ? `<div class="error" role="alert">${escapeHtml(error)}${entered ? ' Check the card, then enter its CVC again.' : ''}</div>` : ''}
  <label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" maxlength="100"${value(entered?.name)}>
  <label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" maxlength="23" required${value(entered?.number)}>
  <div class="row"><div><label for="exp">Expiry (MM / YY)</label><input id="exp" name="exp" autocomplete="cc-exp" placeholder="12 / 34" maxlength="7" required${value(entered?.exp)}></div>
  <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required${entered ? ' autofocus' : ''}></div></div>
  <p><button type="submit">${setup ? 'Save card' : 'Pay'}</button>
  ${session.cancel_url ? ` <a class="button secondary" href="${escapeHtml(session.cancel_url)}">Cancel</a>` : ''}</p>
  <p class="muted">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000 0341 pays now but fails at renewal.</p>
</form>`,
  );
}

export function portalPage(view: PortalView, sessionId: string) {
  const { session, subscription, plan, card, invoices } = view;
  const base = `/billing/portal/${encodeURIComponent(sessionId)}`;
  const planBlock =
    subscription && plan
      ? `<h2>Current plan</h2><p><strong>${escapeHtml(plan.name)}</strong> · ${escapeHtml(centsText(plan.price_cents, plan.currency))} per month</p>
<p class="muted">${subscription.status === 'past_due' ? 'Payment failed: add a card to settle it. ' : ''}${
          subscription.cancel_at_period_end
            ? `Cancels on ${escapeHtml(billingDay(subscription.current_period_end))}: your plan stays until then.`
            : `Renews on ${escapeHtml(billingDay(subscription.current_period_end))}.`
        }</p>
<form method="post" action="${base}/${subscription.cancel_at_period_end ? 'resume' : 'cancel'}">${
          subscription.cancel_at_period_end
            ? '<button type="submit" class="secondary">Keep subscription</button>'
            : '<button type="submit" class="danger">Cancel subscription</button>'
        }</form>`
      : '<h2>Current plan</h2><p class="muted">No active subscription.</p>';
  const rows = invoices
    .map(
      (
        invoice,
      ) => `<tr><td>${escapeHtml(billingDay(invoice.created_at))}</td><td>${escapeHtml(invoice.number)}</td><td>${escapeHtml(centsText(invoice.amount_cents, invoice.currency))}</td>
<td><span class="badge${invoice.status === 'paid' ? '' : ' open'}">${invoice.status === 'paid' ? 'paid' : 'open'}</span></td>
<td><a href="${base}/invoices/${encodeURIComponent(invoice.id)}.pdf" download>Download</a></td></tr>`,
    )
    .join('');
  return page(
    'Billing',
    `
<p><a href="${escapeHtml(session.success_url)}">← Return to PropScout</a></p>
<div class="card">${planBlock}</div>
<div class="card"><h2>Payment method</h2><p>${card ? `${escapeHtml(card.brand)} ending in ${escapeHtml(card.last4)}, expires ${card.exp_month}/${card.exp_year}` : '<span class="muted">No card saved.</span>'}</p></div>
<div class="card"><h2>Invoices</h2>${invoices.length ? `<table><thead><tr><th>Date</th><th>Number</th><th>Amount</th><th>Status</th><th></th></tr></thead><tbody>${rows}</tbody></table>` : '<p class="muted">No invoices yet.</p>'}</div>`,
  );
}

export const goneSessionPage = () =>
  page(
    'Session not found',
    '<div class="card"><h1>This billing page has expired</h1><p>Open it again from the Subscription page of the portal.</p><p><a class="button" href="/subscription">Go to Subscription</a></p></div>',
  );
