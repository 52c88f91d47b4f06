import { requireRecentViewer, requireViewer, SCOPES } from '../../domain/context.ts';
import type { AccountFlows, Application } from '../../identity/account-flows.ts';
import { emailProblem } from '../../identity/accounts.ts';
import { UserInputError } from '../../domain/errors.ts';
import { deleteViewerData } from '../../domain/viewer-user.ts';
import { authorizedApplications, type AuthorizedApplication } from '../../identity/applications.ts';
import { builder, type GraphQLContext } from '../builder.ts';

const AuthorizedApplicationType = builder
  .objectRef<AuthorizedApplication>('AuthorizedApplication')
  .implement({
    description: 'SPEC §7: a site the signed-in user has let use their home account',
    fields: (t) => ({
      audience: t.exposeString('audience', { description: 'The API its tokens are for' }),
      clientId: t.exposeString('clientId'),
      isRetail: t.exposeBoolean('isRetail', {
        description: 'A home center brand’s site (false: the corporate site)',
      }),
      lotNumber: t.exposeString('lotNumber', {
        nullable: true,
        description:
          'The home center the user last signed in through with this client (its host, or {slug}.localhost, as the sign-in’s return address); null for the site’s own host, or a grant older than this record',
      }),
      name: t.exposeString('name'),
      userId: t.exposeString('userId', {
        description: 'The user’s subject at our identity provider',
      }),
    }),
  });

builder.queryField('authorizedApplications', (t) =>
  t.field({
    type: [AuthorizedApplicationType],
    description: 'The signed-in user’s authorized applications (needs a Bearer access token).',
    resolve: (_root, _args, ctx) => authorizedApplications(ctx, accountsOf(ctx).authorization),
  }),
);

/** The flows behind the account mutations; missing only when the site runs without identity. */
function accountsOf(ctx: GraphQLContext): AccountFlows {
  if (!ctx.accounts) throw new Error('Home accounts are not available on this server.');
  return ctx.accounts;
}

const ApplicationType = builder.objectRef<Application>('Application').implement({
  description: 'SPEC §7 getApplication / getClientByName: one of this site’s sign-in clients',
  fields: (t) => ({
    clientId: t.exposeString('clientId'),
    isRetail: t.exposeBoolean('isRetail', {
      description: 'A home center brand’s site (false: the corporate site)',
    }),
    lotNumber: t.exposeString('lotNumber', {
      nullable: true,
      description: 'Clients are per brand region, not per home center: always null',
    }),
    name: t.exposeString('name', { description: 'As people see it: "Oak Creek Homes website"' }),
  }),
});

for (const field of ['getApplication', 'getClientByName'] as const) {
  builder.queryField(field, (t) =>
    t.field({
      type: ApplicationType,
      nullable: true,
      description:
        'A sign-in client of this environment by its client id (web-oak-prod) or its name (Oak Creek Homes website, the first such client); null when none. Needs no token.',
      args: { name: t.arg.string({ required: true }) },
      resolve: (_root, { name }, ctx) => accountsOf(ctx).application(name),
    }),
  );
}

for (const field of ['updatePassword', 'updatePasswordService'] as const) {
  builder.mutationField(field, (t) =>
    t.field({
      type: 'Boolean',
      description:
        'Mails the signed-in user a link to choose a new password (needs a Bearer access token). email must be the account’s own (BAD_USER_INPUT otherwise); clientId, one of this site’s sign-in clients, brands the mail. Rate limited like the forgot-password screen (RATE_LIMITED).',
      args: {
        clientId: t.arg.string({ required: true }),
        email: t.arg.string({ required: true }),
      },
      resolve: async (_root, { clientId, email }, ctx) => {
        const viewer = requireViewer(ctx, SCOPES.userWrite);
        await accountsOf(ctx).requestResetForAccount({
          accountId: viewer.subject,
          email,
          clientId,
          ip: ctx.ip,
        });
        return true;
      },
    }),
  );
}

builder.mutationField('updateEmail', (t) =>
  t.field({
    type: 'Boolean',
    description:
      'SPEC §7 change email: mails a confirmation link to newEmail, which becomes the signed-in user’s address once the link is followed (needs a Bearer access token from a sign-in at most 5 minutes old: REAUTHENTICATION_REQUIRED, 401, otherwise; sign in again with prompt=login). The previous address is then mailed a link that undoes the change for 7 days. An address another account has is answered alike (true), and that account is mailed a notice instead, so the call does not tell which addresses have accounts. Rate limited (RATE_LIMITED).',
    args: {
      newEmail: t.arg.string({ required: true }),
      clientId: t.arg.string({ required: true }),
    },
    resolve: async (_root, { newEmail, clientId }, ctx) => {
      requireViewer(ctx, SCOPES.userWrite);
      // A mistyped address is said before the password is asked for again: that would not mend it.
      const problem = emailProblem(newEmail);
      if (problem) throw new UserInputError(problem, 'newEmail');
      // A token alone must not be enough to take the account (issue 9).
      const viewer = requireRecentViewer(ctx, SCOPES.userWrite);
      await accountsOf(ctx).requestEmailChange({ accountId: viewer.subject, newEmail, clientId });
      return true;
    },
  }),
);

builder.mutationField('deleteAccount', (t) =>
  t.field({
    type: 'Boolean',
    description:
      'Beyond SPEC (docs/rules.md): deletes the signed-in person’s home account: their details, planner answers, favorites and designs, then the sign-in itself, which ends on every device. Leads already sent stay with their home center. Needs a Bearer access token from a sign-in at most 5 minutes old (REAUTHENTICATION_REQUIRED, 401, otherwise). True once deleted.',
    resolve: async (_root, _args, ctx) => {
      // A token alone must not be enough to delete the account, as to take it (issue 9).
      const viewer = requireRecentViewer(ctx, SCOPES.userWrite);
      // The data first: should the account's own deletion fail, the person can still sign
      // in and ask again; the other way round, their data would be left with no way to it.
      await deleteViewerData(ctx, viewer);
      await accountsOf(ctx).deleteAccount(viewer.subject);
      return true;
    },
  }),
);
