/** A billing date as plans, invoices and the billing pages show it: "December 1, 2026" (UTC, where periods are counted). */
export const billingDay = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** An amount in cents of a plan's currency, as invoices and the billing pages show it: "$49.00". */
export const centsText = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
