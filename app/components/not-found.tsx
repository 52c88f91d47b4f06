import { MessagePage } from './message-page.tsx';

export const NOT_FOUND_TEXT = 'The Page You Were Looking For Was Not Found';

export function NotFound() {
  return (
    <MessagePage id="not-found-title" eyebrow="Error 404" title={NOT_FOUND_TEXT}>
      The address may be mistyped, or what it showed may be gone: a home that has sold, an event
      that is over. Start again from the home page to see homes near you.
    </MessagePage>
  );
}
