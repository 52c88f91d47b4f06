import { MessagePage } from './message-page.tsx';

/** SPEC §2 /error and every unexpected failure: says what happened, offers a way on. */
export function ErrorDisplay() {
  return (
    <MessagePage
      id="error-title"
      eyebrow="Something went wrong"
      title="We could not load this page"
    >
      It is our fault, not yours. Please try again in a moment; if it keeps happening, call your
      home center and we will help you by phone.
    </MessagePage>
  );
}
