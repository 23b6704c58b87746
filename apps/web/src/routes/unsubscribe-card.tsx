import { CircleCheck, CircleX, MailMinus } from 'lucide-react';
import type { ReactNode } from 'react';
import { BackHomeLink } from '../components/back-home-link.tsx';
import { buttonClass } from '../components/button-styles.ts';
import { HttpError } from '../lib/http.ts';
import { PublicShell } from './public-shell.tsx';

/** The words of one unsubscribe page, already translated by its caller. */
export interface UnsubscribeTexts {
  title: string;
  text: string;
  button: string;
  error: string;
  invalidTitle: string;
  invalidText: string;
  doneTitle: string;
  doneText: string;
  backHome: string;
}

/**
 * The landing page of an emailed unsubscribe link (the newsletter's, a summary mail's), no sign-in needed: one click
 * acts — a click, not the page load, so mail scanners that open links unsubscribe nobody. A missing token or a 400
 * from the server is an invalid link.
 */
export function UnsubscribeCard(props: {
  token: string;
  action: {
    mutate: (token: string) => void;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    done: boolean;
  };
  texts: UnsubscribeTexts;
  testIds: { invalid: string; done: string; button: string };
}) {
  const { token, action, texts, testIds } = props;
  const invalid = token === '' || (action.error instanceof HttpError && action.error.status === 400);
  let body: ReactNode;
  if (invalid) {
    body = (
      <div role="alert" data-testid={testIds.invalid}>
        <CircleX className="mx-auto size-12 text-danger" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-black">{texts.invalidTitle}</h1>
        <p className="mt-2 text-muted">{texts.invalidText}</p>
      </div>
    );
  } else if (action.done) {
    body = (
      <div role="status" data-testid={testIds.done}>
        <CircleCheck className="mx-auto size-12 text-success" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-black">{texts.doneTitle}</h1>
        <p className="mt-2 text-muted">{texts.doneText}</p>
      </div>
    );
  } else {
    body = (
      <div>
        <MailMinus className="mx-auto size-12 text-brand-fg" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-black">{texts.title}</h1>
        <p className="mt-2 text-muted">{texts.text}</p>
        {action.isError && (
          <p className="mt-3 text-sm text-danger" role="alert">
            {texts.error}
          </p>
        )}
        <button
          type="button"
          onClick={() => action.mutate(token)}
          disabled={action.isPending}
          className={buttonClass('dark', 'lg', 'mt-6')}
          data-testid={testIds.button}
        >
          {texts.button}
        </button>
      </div>
    );
  }
  return (
    <PublicShell>
      <div className="mx-auto max-w-lg px-4 pt-16">
        <div className="card p-8 text-center">
          {body}
          <BackHomeLink label={texts.backHome} className="mt-6" />
        </div>
      </div>
    </PublicShell>
  );
}
