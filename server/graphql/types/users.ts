import { formatPhone } from '../../../lib/phone.ts';
import { IDENTITY_PROVIDER_ID } from '../../../lib/planner.ts';
import { corpCollectionsOf, retailCollectionsOf } from '../../domain/collections.ts';
import { optionalPoint } from '../../domain/geo.ts';
import { plannerKey, plannerProgressOf } from '../../domain/planner.ts';
import {
  addLikedFeature,
  likedFeaturesOf,
  profileOf,
  removeLikedFeature,
  updateProfile,
  type ProfileRow,
} from '../../domain/profiles.ts';
import { postUserSignupForm } from '../../domain/sign-up-forms.ts';
import {
  createUserAndPlanner,
  getUser,
  patchUser,
  USER_CLEARABLE_FIELDS,
  type PortalUser,
} from '../../domain/users.ts';
import { builder, type InputFields } from '../builder.ts';
import { CorpCollectionType, RetailCollectionType } from './collections.ts';
import { FeatureType } from './features.ts';
import { PlannerProgressResultType, PlannerTypeEnum } from './planner.ts';

export const ProfileType = builder.objectRef<ProfileRow>('Profile').implement({
  description:
    'SPEC §3 Profile: a buyer’s answers for one planner. null is “not answered”; false and 0 are answers.',
  fields: (t) => ({
    profileId: t.exposeInt('profileId'),
    profileType: t.field({ type: PlannerTypeEnum, resolve: (p) => p.profileType }),
    lotNumber: t.exposeString('lotNumber', { nullable: true }),
    budget: t.exposeInt('budget', { nullable: true, description: 'Whole dollars' }),
    budgetConfidence: t.exposeString('budgetConfidence', { nullable: true }),
    buyerSituation: t.exposeString('buyerSituation', { nullable: true }),
    cashBudget: t.exposeInt('cashBudget', { nullable: true }),
    fundingSource: t.exposeString('fundingSource', { nullable: true }),
    hasLand: t.exposeBoolean('hasLand', { nullable: true }),
    isPreApproved: t.exposeBoolean('isPreApproved', { nullable: true }),
    landType: t.exposeString('landType', { nullable: true }),
    landZip: t.exposeString('landZip', { nullable: true }),
    preApprovalAmount: t.exposeInt('preApprovalAmount', { nullable: true }),
    preferredBeds: t.exposeInt('preferredBeds', { nullable: true }),
    preferredBaths: t.exposeFloat('preferredBaths', { nullable: true }),
    propertyDescription: t.exposeString('propertyDescription', { nullable: true }),
    targetMoveDateMonth: t.exposeInt('targetMoveDateMonth', { nullable: true }),
    targetMoveDateYear: t.exposeInt('targetMoveDateYear', { nullable: true }),
    topFavoriteHome: t.exposeString('topFavoriteHome', {
      nullable: true,
      description: 'A model number or a built home’s serial number',
    }),
    likedFeatures: t.field({
      type: [FeatureType],
      description: 'In the order liked',
      resolve: async (p, _args, ctx) =>
        (await likedFeaturesOf(ctx, [p.profileId])).get(p.profileId) ?? [],
    }),
  }),
});

export const UserType = builder.objectRef<PortalUser>('User').implement({
  description:
    'SPEC §3 User: the signed-in buyer. Text fields are never null (“” when empty); the email is the account’s.',
  fields: (t) => ({
    userId: t.exposeID('userId'),
    identityProviderUserId: t.exposeString('subject', {
      description: 'The account’s subject at our identity provider',
    }),
    identityProviderId: t.int({
      description: 'SPEC §9: always 1',
      resolve: () => IDENTITY_PROVIDER_ID,
    }),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    phone: t.exposeString('phone', { description: '10 digits, or “”' }),
    phoneFormatted: t.string({
      nullable: true,
      description: '(###) ###-####, or null without a phone number',
      resolve: (u) => formatPhone(u.phone),
    }),
    preferredContactMethod: t.exposeStringList('preferredContactMethod', {
      description: 'email, phone, text; the first is the one used',
    }),
    preferredContactTime: t.exposeStringList('preferredContactTime', {
      description: 'morning, afternoon, evening, weekend',
    }),
    preferredPronouns: t.exposeString('preferredPronouns'),
    zipCode: t.exposeString('zipCode'),
    optInCall: t.exposeBoolean('optInCall'),
    optInEmail: t.exposeBoolean('optInEmail'),
    optInText: t.exposeBoolean('optInText'),
    preferredName: t.exposeString('preferredName'),
    suffix: t.exposeString('suffix'),
    leadFormSubmitted: t.exposeBoolean('leadFormSubmitted'),
    profile: t.field({
      type: ProfileType,
      nullable: true,
      description:
        'The profile for a type and (retail) lot number; null without a type or when the user has none',
      args: {
        profileType: t.arg({ type: PlannerTypeEnum, required: false }),
        lotNumber: t.arg.string({ required: false }),
      },
      resolve: (user, args, ctx) => profileOf(ctx, user, args),
    }),
    plannerProgress: t.field({
      type: PlannerProgressResultType,
      nullable: true,
      description: 'Progress in the planner of a type and (retail) lot number; null without one',
      args: {
        plannerType: t.arg({ type: PlannerTypeEnum, required: false }),
        lotNumber: t.arg.string({ required: false }),
      },
      resolve: (user, args, ctx) =>
        args.plannerType
          ? plannerProgressOf(ctx, user, plannerKey(args.plannerType, args.lotNumber))
          : null,
    }),
    retailCollections: t.field({
      type: [RetailCollectionType],
      description: 'Saved homes, of one home center when lotNumber is given',
      args: { lotNumber: t.arg.string({ required: false }) },
      resolve: (user, args, ctx) => retailCollectionsOf(ctx, user, args.lotNumber),
    }),
    corpCollections: t.field({
      type: [CorpCollectionType],
      description:
        'Saved models; located for latitude and longitude when given (both), else each collection’s own place',
      args: {
        latitude: t.arg.float({ required: false }),
        longitude: t.arg.float({ required: false }),
      },
      resolve: (user, args, ctx) => corpCollectionsOf(ctx, user, optionalPoint(args)),
    }),
  }),
});

/** The user fields a buyer may set: names, contact and preferences (no email: SPEC §3). */
function userInputFields(t: InputFields) {
  return {
    firstName: t.string({ required: false }),
    lastName: t.string({ required: false }),
    phone: t.string({
      required: false,
      description: '10 digits; separators are removed ((865) 555-0123 is kept as 8655550123)',
    }),
    zipCode: t.string({ required: false, description: '5 digits' }),
    preferredContactMethod: t.stringList({
      required: false,
      description: 'Each of email, phone, text at most once; the first is the one used',
    }),
    preferredContactTime: t.stringList({
      required: false,
      description: 'Any of morning, afternoon, evening, weekend',
    }),
    preferredPronouns: t.string({ required: false }),
    preferredName: t.string({ required: false }),
    suffix: t.string({ required: false }),
    optInCall: t.boolean({ required: false }),
    optInEmail: t.boolean({ required: false }),
    optInText: t.boolean({ required: false }),
  };
}

const CreateUserInput = builder.inputType('CreateUserInput', {
  description:
    'The new user’s fields, all optional; names default to the account’s. Ignored when the user exists.',
  fields: (t) => userInputFields(t),
});

const UserPatchInput = builder.inputType('UserPatchInput', {
  description: 'Fields to change; absent or null fields stay as they are (see clearFields)',
  fields: (t) => userInputFields(t),
});

const UserClearableFieldEnum = builder.enumType('UserClearableField', {
  description: 'A user field patchUser may empty',
  values: USER_CLEARABLE_FIELDS,
});

const ProfilePatchInput = builder.inputType('ProfilePatchInput', {
  description:
    'Answers to change: an absent field stays, a field given as null is cleared (not answered); false and 0 are stored.',
  fields: (t) => ({
    budget: t.int({ required: false, description: 'Whole dollars, 0 to 5,000,000' }),
    budgetConfidence: t.string({
      required: false,
      description: 'just-starting, rough-idea or know-my-number',
    }),
    buyerSituation: t.string({
      required: false,
      description: 'first-home, moving-up, downsizing, retiring, replacing-a-home or second-home',
    }),
    cashBudget: t.int({ required: false, description: 'Whole dollars, 0 to 5,000,000' }),
    fundingSource: t.string({
      required: false,
      description: 'pre_approved, financing, cash, land-equity or not-sure',
    }),
    hasLand: t.boolean({ required: false }),
    isPreApproved: t.boolean({ required: false }),
    landType: t.string({
      required: false,
      description: 'rural-acreage, subdivision-lot, family-land or community-lot',
    }),
    landZip: t.string({ required: false, description: '5 digits' }),
    preApprovalAmount: t.int({ required: false, description: 'Whole dollars, 0 to 5,000,000' }),
    preferredBeds: t.int({ required: false, description: '1 to 8' }),
    preferredBaths: t.float({ required: false, description: '1 to 6 in steps of 0.5' }),
    propertyDescription: t.string({ required: false, description: 'At most 1,000 characters' }),
    targetMoveDateMonth: t.int({ required: false, description: '1 to 12' }),
    targetMoveDateYear: t.int({ required: false, description: 'This year to 5 years ahead' }),
    topFavoriteHome: t.string({
      required: false,
      description: 'A model number or a built home’s serial number',
    }),
  }),
});

builder.queryField('getUser', (t) =>
  t.field({
    type: UserType,
    nullable: true,
    description:
      'SPEC §7: the signed-in caller’s user; null when they have none yet (create it with createUserAndPlanner). A userId that is not the caller’s is NOT_FOUND. Needs global.user.read.',
    args: { userId: t.arg.id({ required: false }) },
    resolve: (_root, args, ctx) =>
      getUser(ctx, {
        userId: args.userId === null || args.userId === undefined ? null : String(args.userId),
      }),
  }),
);

builder.mutationField('createUserAndPlanner', (t) =>
  t.field({
    type: UserType,
    nullable: true,
    description:
      'SPEC §7 create user and planner: the caller’s user with its profile and planner for the type and lot number, in one transaction. Idempotent: an existing user is returned unchanged, with what was missing made. Needs global.user.write.',
    args: {
      user: t.arg({ type: CreateUserInput, required: true }),
      plannerType: t.arg({ type: PlannerTypeEnum, required: true }),
      lotNumber: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) => createUserAndPlanner(ctx, args),
  }),
);

builder.mutationField('patchUser', (t) =>
  t.field({
    type: UserType,
    nullable: true,
    description:
      'SPEC §7: changes the caller’s user (userId must be theirs, else NOT_FOUND). clearFields empties the listed fields. A new first or last name is the account’s too. Needs global.user.write.',
    args: {
      userId: t.arg.id({ required: true }),
      patch: t.arg({ type: UserPatchInput, required: true }),
      clearFields: t.arg({ type: [UserClearableFieldEnum], required: false }),
    },
    resolve: (_root, args, ctx) =>
      patchUser(ctx, {
        userId: String(args.userId),
        patch: args.patch,
        clearFields: args.clearFields,
      }),
  }),
);

builder.mutationField('updateProfile', (t) =>
  t.field({
    type: ProfileType,
    nullable: true,
    description:
      'SPEC §7 update profile: the caller’s profile (another’s is NOT_FOUND). Needs global.user.write.',
    args: {
      profileId: t.arg.int({ required: true }),
      patch: t.arg({ type: ProfilePatchInput, required: true }),
    },
    resolve: (_root, args, ctx) => updateProfile(ctx, args),
  }),
);

builder.mutationField('addLikedFeature', (t) =>
  t.field({
    type: FeatureType,
    nullable: true,
    description:
      'SPEC §7: likes a feature on the caller’s profile (idempotent; at most 100). An unknown featureId is BAD_USER_INPUT. Needs global.user.write.',
    args: {
      profileId: t.arg.int({ required: true }),
      featureId: t.arg.int({ required: true }),
    },
    resolve: (_root, args, ctx) => addLikedFeature(ctx, args),
  }),
);

builder.mutationField('removeLikedFeature', (t) =>
  t.field({
    type: FeatureType,
    nullable: true,
    description:
      'SPEC §7: unlikes a feature on the caller’s profile (idempotent). Needs global.user.write.',
    args: {
      profileId: t.arg.int({ required: true }),
      featureId: t.arg.int({ required: true }),
    },
    resolve: (_root, args, ctx) => removeLikedFeature(ctx, args),
  }),
);

builder.mutationField('postUserSignupForm', (t) =>
  t.field({
    type: 'String',
    nullable: true,
    description:
      'SPEC §7: what the sign-up page knew, as JSON text (at most 4 KB): { firstName, lastName, lotNumber?, page?, referrer?, utm?: { source, medium, campaign } }. Stored once per user and lot number; answers its id. Needs global.user.write.',
    args: { content: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => postUserSignupForm(ctx, args.content),
  }),
);
