/** Monthly payment of a fully amortising loan: L × i ÷ (1 − (1 + i)^−n), i = annual rate ÷ 12, n = years × 12; L ÷ n at 0%. */
export function monthlyPayment(principal: number, annualRatePct: number, years: number): number {
  if (principal <= 0) return 0;
  const n = years * 12;
  const i = annualRatePct / 100 / 12;
  if (i === 0) return principal / n;
  return (principal * i) / (1 - (1 + i) ** -n);
}
