import { pageRedirectFor, type PageRedirect } from '../../domain/redirects.ts';
import { builder } from '../builder.ts';

const PageRedirectType = builder.objectRef<PageRedirect>('PageRedirect').implement({
  description: 'SPEC §2: a page that sends its visitor elsewhere on the site',
  fields: (t) => ({
    path: t.exposeString('path', { description: 'The redirected path, lower case, no trailing /' }),
    target: t.exposeString('target', { description: 'A path on this site, maybe with a query' }),
    permanent: t.exposeBoolean('permanent', { description: '301 when true, else 302' }),
  }),
});

builder.queryField('pageRedirect', (t) =>
  t.field({
    type: PageRedirectType,
    nullable: true,
    description:
      'The redirect target of a page path (case and a trailing / do not matter), or null. Our addition: SPEC §2 says a page may carry one.',
    args: { path: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => pageRedirectFor(ctx, args.path),
  }),
);
