import { loadAuthClient } from './load-auth-client.ts';

export type SignUpInput = {
  name: string;
  email: string;
  password: string;
  marketingConsent: boolean;
  language: 'en' | 'pt' | 'es';
  callbackURL: string;
};

/** Creates the account, signs in and sends the verification e-mail (link back to `callbackURL`). */
export async function signUp(input: SignUpInput) {
  return (await loadAuthClient()).signUp.email(input);
}
