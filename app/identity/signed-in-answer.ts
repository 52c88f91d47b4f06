// An answer about the signed-in person on a page every visitor shares (a
// cached page, a share link): asked in the browser once the page shows, so
// the server's render stays everyone's.
import { useEffect, useState } from 'react';
import { useSession, type Session } from './session.tsx';

/**
 * `ask`'s answer for the person signed in now, asked once per person and
 * `question`; null while it comes, when no one is signed in, or when asking
 * fails (the page then offers nothing more).
 */
export function useSignedInAnswer<T>(
  question: string,
  ask: (session: Session) => Promise<T>,
): T | null {
  const session = useSession();
  const subject = session?.authenticated ? (session.user?.subject ?? null) : null;
  const key = subject ? `${subject} ${question}` : null;
  const [answer, setAnswer] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    if (!session || !key) return;
    let live = true;
    ask(session)
      .then((value) => {
        if (live) setAnswer({ key, value });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // The session object changes as tokens renew, and `ask` with each render: the
    // person and the question decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return answer?.key === key ? answer.value : null;
}
