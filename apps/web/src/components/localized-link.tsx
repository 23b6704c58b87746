import type { ComponentProps, MouseEvent } from 'react';
import { Link } from 'react-router';
import { useLocalize } from '../i18n/use-language.ts';

type Props = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

/** Spec §2: a click on a link to / scrolls to the top after 100 ms. */
export const SCROLL_TOP_DELAY_MS = 100;

export function scrollToTopSoon() {
  window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_TOP_DELAY_MS);
}

/** An internal link that carries the current language prefix (spec §2). `to` is language-neutral: '/about'. */
export function LocalizedLink({ to, onClick, ...rest }: Props) {
  const localize = useLocalize();
  const home = to === '/' || to.startsWith('/#');
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (home) scrollToTopSoon();
  };
  // For home, the router's own reset to the top would be immediate: the spec's 100 ms scroll does it instead.
  return <Link to={localize(to)} onClick={handleClick} preventScrollReset={home || undefined} {...rest} />;
}
