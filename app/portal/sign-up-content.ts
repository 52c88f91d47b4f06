// SPEC §4 bootstrap step 2: after the user is made, what the page knew is
// posted as the sign-up form content (the portal's bootstrap and the hearts,
// which may make the user first, both send it).
import type { Session } from '../identity/session.tsx';

/** SPEC §3's sign-up form content: what the page knew when the account was made. */
export function signUpContent(session: Session, lotNumber: string | null): string {
  const params = new URLSearchParams(window.location.search);
  const utm = {
    source: params.get('utm_source') ?? undefined,
    medium: params.get('utm_medium') ?? undefined,
    campaign: params.get('utm_campaign') ?? undefined,
  };
  return JSON.stringify({
    firstName: session.user?.firstName ?? '',
    lastName: session.user?.lastName ?? '',
    ...(lotNumber ? { lotNumber } : {}),
    page: window.location.pathname,
    ...(document.referrer ? { referrer: document.referrer.slice(0, 512) } : {}),
    ...(utm.source || utm.medium || utm.campaign ? { utm } : {}),
  });
}
