/**
 * Stripe's test cards, as the local checkout accepts them: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined;
 * 4000 0000 0000 0341 is saved and pays at checkout, but every renewal charge fails (to try the grace period). Any other
 * number that passes the Luhn check pays too. Expiry must be in the future, the CVC 3 or 4 digits.
 */
export const DECLINED_CARD = '4000000000000002';
export const FAILS_RENEWAL_CARD = '4000000000000341';

export interface CardInput {
  number: string;
  exp: string;
  cvc: string;
}

export type CardCheck = { ok: true; last4: string; brand: string; expMonth: number; expYear: number } | { ok: false; error: string };

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

const brandOf = (digits: string) =>
  digits.startsWith('4') ? 'visa' : /^5[1-5]/.test(digits) ? 'mastercard' : digits.startsWith('3') ? 'amex' : 'card';

export function checkCard(input: CardInput, now: Date): CardCheck {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { ok: false, error: 'Your card number is incomplete or not valid.' };
  const exp = input.exp.trim().match(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/);
  if (!exp) return { ok: false, error: "Enter the card's expiry as MM / YY." };
  const expMonth = Number(exp[1]);
  const expYear = exp[2]!.length === 2 ? 2000 + Number(exp[2]) : Number(exp[2]);
  if (expMonth < 1 || expMonth > 12) return { ok: false, error: "Your card's expiry month is not valid." };
  if (Date.UTC(expYear, expMonth, 1) <= now.getTime()) return { ok: false, error: 'Your card has expired.' };
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { ok: false, error: "Your card's security code is incomplete." };
  if (digits === DECLINED_CARD) return { ok: false, error: 'Your card was declined.' };
  return { ok: true, last4: digits.slice(-4), brand: brandOf(digits), expMonth, expYear };
}
