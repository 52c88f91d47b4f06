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

/** A page whose address carries a value the site cannot use (a hand-edited link): status 400. */
export function BadAddress() {
  return (
    <MessagePage
      id="error-title"
      eyebrow="Please check the address"
      title="This address has a value we cannot use"
    >
      Part of the link you followed is not one we understand, perhaps from a typo or a shortened
      copy. Start again from the home page, or search for homes near you.
    </MessagePage>
  );
}
