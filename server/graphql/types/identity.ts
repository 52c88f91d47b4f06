import { authorizedApplications, type AuthorizedApplication } from '../../identity/applications.ts';
import { builder } from '../builder.ts';

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
      lotNumber: t.exposeString('lotNumber', { nullable: true }),
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
    resolve: (_root, _args, ctx) => authorizedApplications(ctx),
  }),
);
