// The development outbox (issue 4): the mail this site would have sent, newest
// first, with working links, for a site without a mail server (no SMTP_URL).
// Only on a developer's machine: server/identity/account-flows.ts
// outboxPageAllowed decides; everywhere else this page does not exist (404).
import { data } from 'react-router';
import { AccountScreen, accountHeaders, accountMeta } from '../account/form.tsx';
import { appContext } from '../context.ts';
import type { Route } from './+types/account-outbox';

export const headers = accountHeaders;

export function meta() {
  return accountMeta('Development outbox');
}

export async function loader({ context }: Route.LoaderArgs) {
  const account = context.get(appContext).account;
  const messages = account ? await account.outbox() : null;
  if (!messages) throw data(null, { status: 404 });
  return { messages };
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'UTC',
});

/** The text with its web addresses as links. */
function Linked({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="break-all font-semibold text-brand-700 underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  return (
    <AccountScreen
      id="outbox-heading"
      title="Development outbox"
      intro="This site has no mail server (SMTP_URL), so it keeps the mail it would send here and in DATA_DIR/outbox. Newest first; reload for new mail."
    >
      {messages.length === 0 ? (
        <p className="mt-6 text-muted">No mail yet.</p>
      ) : (
        <ol className="mt-6 space-y-6">
          {messages.map((message) => (
            <li key={message.id}>
              <article
                aria-labelledby={`mail-${message.id}`}
                className="rounded-md border border-slate-300 bg-white p-4"
              >
                <h2 id={`mail-${message.id}`} className="text-lg font-semibold text-brand-900">
                  {message.subject}
                </h2>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted">
                  <dt>To</dt>
                  <dd className="break-all">{message.to}</dd>
                  <dt>Date</dt>
                  <dd>
                    <time dateTime={message.date}>
                      {dateFormat.format(new Date(message.date))} UTC
                    </time>
                  </dd>
                </dl>
                <p className="mt-3 whitespace-pre-line text-sm">
                  <Linked text={message.text} />
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
    </AccountScreen>
  );
}
