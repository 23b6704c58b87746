import { authClient } from './auth-client.ts';

export type SignUpInput = {
  name: string;
  email: string;
  password: string;
  marketingConsent: boolean;
  language: 'en' | 'pt' | 'es';
  callbackURL: string;
};

/** Creates the account, signs in and sends the verification e-mail (link back to `callbackURL`). */
export function signUp(input: SignUpInput) {
  return authClient.signUp.email(input);
}
