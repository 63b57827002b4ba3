/** The user pool's password policy: created with the pool, enforced by the local provider, shown by the sign-up form. */
export const PASSWORD_POLICY = {
  MinimumLength: 8,
  RequireUppercase: true,
  RequireLowercase: true,
  RequireNumbers: true,
  RequireSymbols: true,
} as const;

/** Cognito's own wording for each broken rule, or null when the password conforms. */
export function passwordPolicyViolation(password: string): string | null {
  if (password.length < PASSWORD_POLICY.MinimumLength) return 'Password not long enough';
  if (!/[A-Z]/.test(password)) return 'Password must have uppercase characters';
  if (!/[a-z]/.test(password)) return 'Password must have lowercase characters';
  if (!/[0-9]/.test(password)) return 'Password must have numeric characters';
  if (!/[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/.test(password)) return 'Password must have symbol characters';
  return null;
}
