import type { RuntimeConfig } from './runtimeConfig.ts';

/** The pool's password rules that a candidate password breaks, worded for the sign-up form. */
export function passwordProblems(password: string, policy: RuntimeConfig['passwordPolicy']): string[] {
  const problems: string[] = [];
  if (password.length < policy.MinimumLength) problems.push(`at least ${policy.MinimumLength} characters`);
  if (policy.RequireUppercase && !/[A-Z]/.test(password)) problems.push('an uppercase letter');
  if (policy.RequireLowercase && !/[a-z]/.test(password)) problems.push('a lowercase letter');
  if (policy.RequireNumbers && !/[0-9]/.test(password)) problems.push('a number');
  if (policy.RequireSymbols && !/[^A-Za-z0-9]/.test(password)) problems.push('a symbol');
  return problems;
}

export const describePasswordProblems = (problems: string[]) => (problems.length ? `Password needs ${problems.join(', ')}.` : '');
