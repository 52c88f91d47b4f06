// The buyer portal's operations (SPEC §4, §7; issue 10), named and with the
// variables SPEC gives, as the browser sends them with the Bearer token.
// The server's tests run these very documents (server/portal.int.test.ts).
import { graphql } from '../graphql.ts';

export const UserFields = graphql(`
  fragment UserFields on User {
    userId
    identityProviderUserId
    identityProviderId
    email
    firstName
    lastName
    phone
    phoneFormatted
    preferredContactMethod
    preferredContactTime
    preferredPronouns
    zipCode
    optInCall
    optInEmail
    optInText
    preferredName
    suffix
    leadFormSubmitted
  }
`);

/** A liked feature with its pictures (the aspirations page shows them). */
export const LikedFeatureFields = graphql(`
  fragment LikedFeatureFields on Feature {
    featureId
    name
    type
    url
    description
    icon
    thumbnail
  }
`);

export const ProfileFields = graphql(
  `
    fragment ProfileFields on Profile {
      profileId
      profileType
      lotNumber
      budget
      budgetConfidence
      buyerSituation
      cashBudget
      fundingSource
      hasLand
      isPreApproved
      landType
      landZip
      preApprovalAmount
      preferredBeds
      preferredBaths
      propertyDescription
      targetMoveDateMonth
      targetMoveDateYear
      topFavoriteHome
      likedFeatures {
        ...LikedFeatureFields
      }
    }
  `,
  [LikedFeatureFields],
);

/**
 * The planner's items without their article text, which only the planner
 * pages ask for (PlannerArticleFields): getUser reloads after every change
 * (SPEC §4) and need not carry 18 KB of articles each time.
 */
export const PlannerFields = graphql(`
  fragment PlannerFields on Planner {
    plannerId
    plannerType
    activeDate
    version
    sections {
      plannerSectionId
      name
      title
      contents {
        contentId
        contentType
        tag
        title
        summary
        actionLabel
        actionPath
      }
    }
  }
`);

/** PlannerFields with each item's article text (paragraphs separated by blank lines). */
export const PlannerArticleFields = graphql(`
  fragment PlannerArticleFields on Planner {
    plannerId
    plannerType
    activeDate
    version
    sections {
      plannerSectionId
      name
      title
      contents {
        contentId
        contentType
        tag
        title
        summary
        body
        actionLabel
        actionPath
      }
    }
  }
`);

/** Where the buyer is: each section's progress (SPEC §3) and all their planners. */
export const SectionProgressFields = graphql(`
  fragment SectionProgressFields on PlannerProgressResult {
    plannerProgress {
      name
      section
      id
      completed
      total
      percentCompleted
      contents {
        type
        tag
        isCompleted
      }
      completedContents
    }
    userPlanners {
      plannerType
      lotNumber
      completedContents
    }
  }
`);

export const PlannerProgressFields = graphql(
  `
    fragment PlannerProgressFields on PlannerProgressResult {
      planner {
        ...PlannerFields
      }
      ...SectionProgressFields
    }
  `,
  [PlannerFields, SectionProgressFields],
);

export const RetailCollectionFields = graphql(`
  fragment RetailCollectionFields on RetailCollection {
    id
    label
    lotNumber
    userId
    inventoryItems {
      id
      collectionId
      modelNumber
      serialNumber
    }
  }
`);

export const CorpCollectionFields = graphql(`
  fragment CorpCollectionFields on CorpCollection {
    id
    label
    userId
    latitude
    longitude
    collectionModels {
      id
      collectionId
      modelNumber
    }
  }
`);

/**
 * SPEC §7 getUser, SPEC §4 bootstrap step 1: null data without an error
 * means the user does not exist yet. Profile and planner progress are asked
 * for only with a profile type (and, for retail, a lot number: SPEC §5).
 */
export const GetUserQuery = graphql(
  `
    query getUser(
      $includeProfile: Boolean!
      $includePlannerProgress: Boolean!
      $includeRetailCollections: Boolean!
      $includeCorpCollections: Boolean!
      $profileType: PlannerType
      $lotNumber: String
      $userId: ID
    ) {
      getUser(userId: $userId) {
        ...UserFields
        profile(profileType: $profileType, lotNumber: $lotNumber) @include(if: $includeProfile) {
          ...ProfileFields
        }
        plannerProgress(plannerType: $profileType, lotNumber: $lotNumber)
          @include(if: $includePlannerProgress) {
          ...PlannerProgressFields
        }
        retailCollections(lotNumber: $lotNumber) @include(if: $includeRetailCollections) {
          ...RetailCollectionFields
        }
        corpCollections @include(if: $includeCorpCollections) {
          ...CorpCollectionFields
        }
      }
    }
  `,
  [UserFields, ProfileFields, PlannerProgressFields, RetailCollectionFields, CorpCollectionFields],
);

/** SPEC §4 bootstrap step 2: the user, its profile and planner, in one go. */
export const CreateUserAndPlannerMutation = graphql(
  `
    mutation createUserAndPlanner(
      $user: CreateUserInput!
      $plannerType: PlannerType!
      $lotNumber: String
      $includeRetailCollections: Boolean!
      $includeCorpCollections: Boolean!
    ) {
      createUserAndPlanner(user: $user, plannerType: $plannerType, lotNumber: $lotNumber) {
        ...UserFields
        retailCollections(lotNumber: $lotNumber) @include(if: $includeRetailCollections) {
          ...RetailCollectionFields
        }
        corpCollections @include(if: $includeCorpCollections) {
          ...CorpCollectionFields
        }
      }
    }
  `,
  [UserFields, RetailCollectionFields, CorpCollectionFields],
);

/** SPEC §4 bootstrap step 3: a user without a profile for this planner gets one. */
export const InitializePlannerMutation = graphql(`
  mutation initializePlanner(
    $plannerType: PlannerType!
    $lotNumber: String
    $clientMutationId: String
  ) {
    initializePlanner(
      plannerType: $plannerType
      lotNumber: $lotNumber
      clientMutationId: $clientMutationId
    ) {
      clientMutationId
      profileId
      plannerId
    }
  }
`);

export const InitializePlannerServiceMutation = graphql(`
  mutation initializePlannerService(
    $plannerType: PlannerType!
    $lotNumber: String
    $clientMutationId: String
  ) {
    initializePlannerService(
      plannerType: $plannerType
      lotNumber: $lotNumber
      clientMutationId: $clientMutationId
    ) {
      clientMutationId
      profileId
      plannerId
    }
  }
`);

/** SPEC §7 patchUser; the patch is lib/user-patch.ts buildUserPatch's, clearFields ours. */
export const PatchUserMutation = graphql(
  `
    mutation patchUser(
      $userId: ID!
      $patch: UserPatchInput!
      $clearFields: [UserClearableField!]
      $lotNumber: String
      $includeRetailCollections: Boolean!
      $includeCorpCollections: Boolean!
    ) {
      patchUser(userId: $userId, patch: $patch, clearFields: $clearFields) {
        ...UserFields
        retailCollections(lotNumber: $lotNumber) @include(if: $includeRetailCollections) {
          ...RetailCollectionFields
        }
        corpCollections @include(if: $includeCorpCollections) {
          ...CorpCollectionFields
        }
      }
    }
  `,
  [UserFields, RetailCollectionFields, CorpCollectionFields],
);

/** SPEC §7 update profile; the patch is lib/user-patch.ts buildProfilePatch's. */
export const UpdateProfileMutation = graphql(
  `
    mutation updateProfile($profileId: Int!, $patch: ProfilePatchInput!) {
      updateProfile(profileId: $profileId, patch: $patch) {
        ...ProfileFields
      }
    }
  `,
  [ProfileFields],
);

export const AddLikedFeatureMutation = graphql(
  `
    mutation addLikedFeature($profileId: Int!, $featureId: Int!) {
      addLikedFeature(profileId: $profileId, featureId: $featureId) {
        ...LikedFeatureFields
      }
    }
  `,
  [LikedFeatureFields],
);

export const RemoveLikedFeatureMutation = graphql(
  `
    mutation removeLikedFeature($profileId: Int!, $featureId: Int!) {
      removeLikedFeature(profileId: $profileId, featureId: $featureId) {
        ...LikedFeatureFields
      }
    }
  `,
  [LikedFeatureFields],
);

/**
 * SPEC §7 getPlannerProgressService: the buyer's progress on the planner
 * pages. The items' words come with the page (PlannerQuery, rendered on the
 * server), so this carries only what is the buyer's own.
 */
export const GetPlannerProgressServiceQuery = graphql(
  `
    query getPlannerProgressService($plannerType: PlannerType!, $lotNumber: String) {
      getPlannerProgressService(plannerType: $plannerType, lotNumber: $lotNumber) {
        planner {
          plannerId
          version
        }
        ...SectionProgressFields
      }
    }
  `,
  [SectionProgressFields],
);

/** The planner's sections and items with their articles: the same for every buyer, rendered on the server. */
export const PlannerQuery = graphql(
  `
    query planner($plannerType: PlannerType!) {
      planner(plannerType: $plannerType) {
        ...PlannerArticleFields
      }
    }
  `,
  [PlannerArticleFields],
);

/** SPEC §6: the contract's client sent these two with a misspelled scheme word; the server takes any one-word scheme for them, and ours sends Bearer. */
export const MarkContentCompleteMutation = graphql(
  `
    mutation markContentComplete(
      $contentTag: String!
      $lotNumber: String
      $plannerType: PlannerType!
    ) {
      markContentComplete(
        contentTag: $contentTag
        lotNumber: $lotNumber
        plannerType: $plannerType
      ) {
        ...PlannerProgressFields
      }
    }
  `,
  [PlannerProgressFields],
);

export const MarkContentIncompleteMutation = graphql(
  `
    mutation markContentIncomplete(
      $contentTag: String!
      $lotNumber: String
      $plannerType: PlannerType!
    ) {
      markContentIncomplete(
        contentTag: $contentTag
        lotNumber: $lotNumber
        plannerType: $plannerType
      ) {
        ...PlannerProgressFields
      }
    }
  `,
  [PlannerProgressFields],
);

/** SPEC §4 bootstrap step 2: what the sign-up page knew, as JSON text; a failure is only logged. */
export const PostUserSignupFormMutation = graphql(`
  mutation postUserSignupForm($content: String!) {
    postUserSignupForm(content: $content)
  }
`);

/** SPEC §7: success is a non-empty messageBody (SPEC §8 otherwise). */
export const PostPortalLeadFormMutation = graphql(`
  mutation postPortalLeadForm($content: PortalLeadFormContent!) {
    postPortalLeadForm(content: $content) {
      messageBody
      leadId
    }
  }
`);

export const LeadSubmittedQuery = graphql(`
  query leadsubmitted($myHomeAccountId: ID!, $dealerNumber: String) {
    leadsubmitted(myHomeAccountId: $myHomeAccountId, dealerNumber: $dealerNumber) {
      success
      submittedAt
      homeCenter {
        dealerId
        name
      }
    }
  }
`);

/** SPEC §9 tracking events, first-party; location and referrer cut at 512 (lib/tracking.ts). */
export const TrackEventMutation = graphql(`
  mutation trackEvent(
    $name: TrackingEventName!
    $location: String
    $referrer: String
    $properties: [TrackingPropertyInput!]
  ) {
    trackEvent(name: $name, location: $location, referrer: $referrer, properties: $properties)
  }
`);

export const HomeCenterFields = graphql(`
  fragment HomeCenterFields on Dealer {
    dealerId
    dealerNumber
    lotNumber
    brandAcronym
    brandLabel
    name
    slug
    phone
    phoneFormatted
    email
    address1
    city
    state
    postalCode
    latitude
    longitude
    hours {
      days
      open
    }
    salesAgents {
      salesAgentId
      firstName
      lastName
      salesAgentTitle
      email
      phone
      phoneFormatted
      bio
    }
  }
`);

/** The retail portal's home center and its people (SPEC §9 team order). */
export const GetHomeCenterQuery = graphql(
  `
    query getHomeCenter($lotNumber: String!) {
      getDealer(lotNumber: $lotNumber) {
        ...HomeCenterFields
      }
    }
  `,
  [HomeCenterFields],
);

/** The corporate portal's "your home center": the nearest to the buyer's ZIP code. */
export const DealersNearQuery = graphql(
  `
    query dealersNear($postalCode: String!, $limit: Int) {
      dealersNear(postalCode: $postalCode, limit: $limit) {
        distance
        dealer {
          ...HomeCenterFields
        }
      }
    }
  `,
  [HomeCenterFields],
);

/** Every feature a buyer may like, with its picture (the aspirations page). */
export const FeatureChoicesQuery = graphql(
  `
    query featureChoices {
      getFeatures {
        ...LikedFeatureFields
      }
    }
  `,
  [LikedFeatureFields],
);
