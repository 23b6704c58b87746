/** Spec §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * Spec §5/§8 sign-up checks, in the spec's order: confirmation first ('Passwords don't match'),
 * then length ('Password must be at least 6 characters'). Returns the catalog key of the problem or null.
 */
export type SignUpProblem = 'passwordMismatch' | 'passwordTooShort';

export function signUpProblem(password: string, confirmPassword: string): SignUpProblem | null {
  if (password !== confirmPassword) return 'passwordMismatch';
  if (password.length < MIN_PASSWORD_LENGTH) return 'passwordTooShort';
  return null;
}

/**
 * Spec §5: the name is required at sign-up; one of only spaces is none (the server refuses it too). Returns the
 * contract's code, which the server's NAME_REQUIRED is worded with as well.
 */
export function nameProblem(name: string): 'name_required' | null {
  return name.trim() === '' ? 'name_required' : null;
}
