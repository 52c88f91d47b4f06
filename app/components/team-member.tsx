// One person of a home center's team (SPEC §3 sales agent): the portal's
// "your home center" and the About page show them alike.
import { DataText } from './data-text.tsx';

export type TeamMemberData = {
  firstName: string;
  lastName: string;
  salesAgentTitle: string;
  email: string;
  phone?: string;
  phoneFormatted?: string | null;
  bio?: string;
};

export function TeamMember({
  agent,
  withBio = false,
}: {
  agent: TeamMemberData;
  withBio?: boolean;
}) {
  return (
    <div className="flex gap-3">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
      >
        {agent.firstName.charAt(0)}
        {agent.lastName.charAt(0)}
      </span>
      <div className="min-w-0 text-sm">
        <p className="font-semibold">
          {agent.firstName} {agent.lastName}
        </p>
        <p className="text-muted">{agent.salesAgentTitle}</p>
        {withBio && agent.bio ? (
          <p className="mt-1">
            <DataText text={agent.bio} />
          </p>
        ) : null}
        <p className="mt-1 flex flex-wrap gap-x-3">
          <a className="text-brand-700 underline" href={`mailto:${agent.email}`}>
            Email {agent.firstName}
          </a>
          {withBio && agent.phone && agent.phoneFormatted ? (
            <a className="text-brand-700 underline" href={`tel:+1${agent.phone}`}>
              {agent.phoneFormatted}
            </a>
          ) : null}
        </p>
      </div>
    </div>
  );
}
