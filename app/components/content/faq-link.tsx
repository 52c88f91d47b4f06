// A link to one question of /faq (SPEC §2: "the route state flag
// activeQuestionLink is read"): the address names the question (#id, which a
// browser without JavaScript scrolls to), and the route state marks it as
// the one asked about, which the FAQ shows and gives the keyboard to.
import type { ReactNode } from 'react';
import { SiteLink } from '../site-link.tsx';

/** /faq's "What's included in the price shown on the website?" (content/pages/faq.md). */
export const PRICE_QUESTION = 'what-s-included-in-the-price-shown-on-the-website';

/** The route state a link to a question of /faq carries. */
export type FaqLinkState = { activeQuestionLink: string };

/** The question the page was opened for, from route state of any shape; null when none. */
export function activeQuestionLinkOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('activeQuestionLink' in state)) return null;
  const { activeQuestionLink } = state;
  return typeof activeQuestionLink === 'string' && activeQuestionLink !== ''
    ? activeQuestionLink
    : null;
}

export function FaqLink({
  question,
  className,
  children,
}: {
  /** The question's id on /faq (its heading's). */
  question: string;
  className?: string;
  children: ReactNode;
}) {
  const state: FaqLinkState = { activeQuestionLink: question };
  return (
    <SiteLink to={`/faq#${question}`} state={state} className={className}>
      {children}
    </SiteLink>
  );
}
