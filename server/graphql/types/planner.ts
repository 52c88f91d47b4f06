import { PLANNER_TYPES } from '../../../lib/planner.ts';
import {
  currentPlanner,
  getPlannerProgress,
  markContent,
  type ContentProgress,
  type PlannerContentRow,
  type PlannerProgressResult,
  type PlannerSectionView,
  type PlannerView,
  type SectionProgress,
  type UserPlannerView,
} from '../../domain/planner.ts';
import { initializePlanner } from '../../domain/users.ts';
import { builder } from '../builder.ts';

export const PlannerTypeEnum = builder.enumType('PlannerType', {
  description: 'The two planner kinds (SPEC §6): retail belongs to a home center (a lot number)',
  values: PLANNER_TYPES,
});

const PlannerContentType = builder.objectRef<PlannerContentRow>('PlannerContent').implement({
  description:
    'One item of a planner section: an article to read, a task to do, or a question the profile answers',
  fields: (t) => ({
    contentId: t.exposeInt('contentId'),
    contentType: t.exposeString('contentType', { description: 'article, task or question' }),
    tag: t.exposeString('tag', { description: 'Stable name of the item; progress is kept by tag' }),
    title: t.exposeString('title'),
    summary: t.exposeString('summary', { description: 'One sentence' }),
    body: t.exposeString('body', { description: 'Paragraphs separated by blank lines' }),
    actionLabel: t.exposeString('actionLabel', { nullable: true }),
    actionPath: t.exposeString('actionPath', {
      nullable: true,
      description: 'A path of this site (/portal/budget, /homes …)',
    }),
  }),
});

const PlannerSectionType = builder.objectRef<PlannerSectionView>('PlannerSection').implement({
  fields: (t) => ({
    plannerSectionId: t.exposeInt('plannerSectionId'),
    name: t.exposeString('name', {
      description: 'Internal name: journey, budget, land, aspirations',
    }),
    title: t.exposeString('title', { description: 'Display name: Home Buying Journey …' }),
    contents: t.field({ type: [PlannerContentType], resolve: (s) => s.contents }),
  }),
});

const PlannerObjectType = builder.objectRef<PlannerView>('Planner').implement({
  description: 'SPEC §3 Planner: the content of a planner type in force now',
  fields: (t) => ({
    plannerId: t.exposeInt('plannerId'),
    plannerType: t.field({ type: PlannerTypeEnum, resolve: (p) => p.plannerType }),
    activeDate: t.field({ type: 'DateTime', resolve: (p) => p.activeDate }),
    version: t.exposeInt('version'),
    sections: t.field({ type: [PlannerSectionType], resolve: (p) => p.sections }),
  }),
});

const ContentProgressType = builder.objectRef<ContentProgress>('PlannerContentProgress').implement({
  fields: (t) => ({
    type: t.exposeString('type', { description: 'article, task or question' }),
    tag: t.exposeString('tag'),
    isCompleted: t.exposeBoolean('isCompleted'),
  }),
});

const SectionProgressType = builder.objectRef<SectionProgress>('PlannerSectionProgress').implement({
  description: 'SPEC §3 planner progress per section',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Display name: Home Buying Journey' }),
    section: t.exposeString('section', { description: 'Internal name: journey' }),
    id: t.exposeInt('id', { description: 'plannerSectionId' }),
    completed: t.exposeInt('completed'),
    total: t.exposeInt('total'),
    percentCompleted: t.exposeInt('percentCompleted', {
      description: 'SPEC §9: completed / total × 100, rounded (0–100)',
    }),
    contents: t.field({ type: [ContentProgressType], resolve: (s) => s.contents }),
    completedContents: t.exposeStringList('completedContents', {
      description: 'Tags of the completed contents',
    }),
  }),
});

const UserPlannerType = builder.objectRef<UserPlannerView>('UserPlanner').implement({
  description: 'SPEC §3 User planner: one of the caller’s planners',
  fields: (t) => ({
    plannerType: t.field({ type: PlannerTypeEnum, resolve: (p) => p.plannerType }),
    lotNumber: t.exposeString('lotNumber', { nullable: true }),
    completedContents: t.exposeStringList('completedContents'),
  }),
});

export const PlannerProgressResultType = builder
  .objectRef<PlannerProgressResult>('PlannerProgressResult')
  .implement({
    fields: (t) => ({
      planner: t.field({ type: PlannerObjectType, resolve: (r) => r.planner }),
      plannerProgress: t.field({
        type: [SectionProgressType],
        description: 'The four sections, in order',
        resolve: (r) => r.plannerProgress,
      }),
      userPlanners: t.field({
        type: [UserPlannerType],
        description: 'All of the caller’s planners',
        resolve: (r) => r.userPlanners,
      }),
    }),
  });

builder.queryField('planner', (t) =>
  t.field({
    type: PlannerObjectType,
    description:
      'The planner of a type as it is now: its sections and their items with their articles. The same for every buyer, so it needs no token: the portal renders it on the server, and only each buyer’s progress comes with their token.',
    args: { plannerType: t.arg({ type: PlannerTypeEnum, required: true }) },
    resolve: (_root, args, ctx) => currentPlanner(ctx, args.plannerType),
  }),
);

builder.queryField('getPlannerProgressService', (t) =>
  t.field({
    type: PlannerProgressResultType,
    nullable: true,
    description:
      'SPEC §7: the caller’s progress in their planner of a type (and, for retail, a lot number); null when they have none. Needs global.user.read.',
    args: {
      plannerType: t.arg({ type: PlannerTypeEnum, required: true }),
      lotNumber: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) => getPlannerProgress(ctx, args),
  }),
);

for (const [field, complete] of [
  ['markContentComplete', true],
  ['markContentIncomplete', false],
] as const) {
  builder.mutationField(field, (t) =>
    t.field({
      type: PlannerProgressResultType,
      nullable: true,
      description: `SPEC §7: marks an article or task ${complete ? 'done' : 'not done'} in the caller’s planner and answers the progress (idempotent). A question’s tag is refused: the profile answers it. An unknown tag is BAD_USER_INPUT; a planner the caller does not have, NOT_FOUND. Accepts SPEC §6’s misspelled Authorization scheme word. Needs global.user.write.`,
      args: {
        contentTag: t.arg.string({ required: true }),
        lotNumber: t.arg.string({ required: false }),
        plannerType: t.arg({ type: PlannerTypeEnum, required: true }),
      },
      resolve: (_root, args, ctx) => markContent(ctx, args, complete),
    }),
  );
}

const InitializePlannerPayload = builder
  .objectRef<{ clientMutationId: string | null; profileId: number; plannerId: number }>(
    'InitializePlannerPayload',
  )
  .implement({
    fields: (t) => ({
      clientMutationId: t.exposeString('clientMutationId', {
        nullable: true,
        description: 'Echoed as sent',
      }),
      profileId: t.exposeInt('profileId'),
      plannerId: t.exposeInt('plannerId', {
        description: 'The planner in force for the type (Planner.plannerId)',
      }),
    }),
  });

for (const field of ['initializePlanner', 'initializePlannerService'] as const) {
  builder.mutationField(field, (t) =>
    t.field({
      type: InitializePlannerPayload,
      nullable: true,
      description:
        'SPEC §7: makes the caller’s profile and planner for a type and lot number when missing (idempotent). The user must exist (NOT_FOUND); retail needs one of our home centers’ lot numbers. Needs global.user.write.',
      args: {
        plannerType: t.arg({ type: PlannerTypeEnum, required: true }),
        lotNumber: t.arg.string({ required: false }),
        clientMutationId: t.arg.string({ required: false }),
      },
      resolve: (_root, args, ctx) => initializePlanner(ctx, args),
    }),
  );
}
