/** Our code for a call that needs the signed-in session when its tokens are gone or cannot be refreshed. */
export const SESSION_EXPIRED = 'SessionExpired';

/** Turns identity-provider errors into messages a person can act on. */
const MESSAGES: Record<string, string> = {
  [SESSION_EXPIRED]: 'Your session has expired. Please sign in again.',
  UsernameExistsException: 'An account with this email already exists. Sign in instead, or reset your password.',
  InvalidPasswordException: 'The password does not meet the requirements.',
  CodeMismatchException: 'That confirmation code is not right. Check the code and try again.',
  ExpiredCodeException: 'That confirmation code has expired. Request a new code.',
  NotAuthorizedException: 'Incorrect email or password.',
  UserNotFoundException: 'Incorrect email or password.',
  UserNotConfirmedException: 'Your email address is not confirmed yet. Enter the code we sent you.',
  LimitExceededException: 'Too many attempts. Please wait a few minutes and try again.',
  TooManyRequestsException: 'Too many attempts. Please wait a few minutes and try again.',
  InvalidParameterException: 'Some of the details are not valid. Check them and try again.',
  NetworkError: 'The sign-in service cannot be reached. Check your connection and try again.',
};

export const sessionExpiredError = () => Object.assign(new Error(MESSAGES[SESSION_EXPIRED]), { code: SESSION_EXPIRED });

export function errorCode(error: unknown): string {
  if (error && typeof error === 'object') {
    const { code, name } = error as { code?: unknown; name?: unknown };
    if (typeof code === 'string') return code;
    if (typeof name === 'string') return name;
  }
  return 'UnknownError';
}

export function describeCognitoError(error: unknown, overrides: Record<string, string> = {}): string {
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : '';
  if (code === 'InvalidPasswordException' && /conform with policy: (.+)/.test(message)) {
    return `The password does not meet the requirements: ${message.split('conform with policy: ')[1]}.`;
  }
  if (code === 'NotAuthorizedException' && /disabled/i.test(message)) return 'This account is disabled. Contact support.';
  // "Access Token has expired" / "has been revoked": the session, not the password the person typed.
  if (code === 'NotAuthorizedException' && /access token/i.test(message)) return MESSAGES[SESSION_EXPIRED]!;
  return overrides[code] ?? MESSAGES[code] ?? (message || 'Something went wrong. Please try again.');
}
