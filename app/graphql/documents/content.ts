import { graphql } from '../graphql.ts';

/** SPEC §2: page content looked up by website page path (issue 12). */
export const PageContentQuery = graphql(`
  query pageContent($path: String!) {
    pageContent(path: $path) {
      path
      kind
      title
      description
      updated
      date
      starts
      ends
      states
      redirect
      introHtml
      readingMinutes
      sections {
        id
        heading
        html
        text
      }
    }
  }
`);

/** The articles of /learn and the posts of /news-events, as cards. */
export const ContentPagesQuery = graphql(`
  query contentPages($kind: ContentKind!) {
    contentPages(kind: $kind) {
      path
      title
      description
      updated
      date
      starts
      ends
      states
      readingMinutes
    }
  }
`);

/** SPEC §7 postContactUsForm (issue 12): /contact-us, with or without a sign-in. */
export const PostContactUsFormMutation = graphql(`
  mutation postContactUsForm($content: ContactUsFormContent!) {
    postContactUsForm(content: $content) {
      leadId
      messageBody
      lotNumber
    }
  }
`);

/**
 * A form's thank-you from a ZIP code far from every home center (`?from=`):
 * where the code and the home center that has the form are, for how far.
 */
export const SentFromQuery = graphql(`
  query sentFrom($lotNumber: String!, $postalCode: String!) {
    getDealer(lotNumber: $lotNumber) {
      latitude
      longitude
    }
    location(postalCode: $postalCode) {
      postalCode
      latitude
      longitude
    }
  }
`);

/** Issue 12's other public forms: the promotions', "book a visit" and website feedback. */
export const PostSiteFormMutation = graphql(`
  mutation postSiteForm($content: SiteFormContent!) {
    postSiteForm(content: $content) {
      leadId
      messageBody
      lotNumber
    }
  }
`);

export const EventCardFields = graphql(`
  fragment EventCardFields on HomeCenterEvent {
    slug
    title
    summary
    place
    startsAt
    endsAt
    dealer {
      name
      lotNumber
      city
      state
      postalCode
    }
  }
`);

/** /news-events (issue 12): events coming up and past, of a home center or of all, and the news. */
export const NewsEventsQuery = graphql(
  `
    query newsEvents($lotNumber: String, $near: String, $upcomingFirst: Int!) {
      upcoming: homeCenterEvents(
        lotNumber: $lotNumber
        near: $near
        when: upcoming
        first: $upcomingFirst
      ) {
        ...EventCardFields
      }
      past: homeCenterEvents(lotNumber: $lotNumber, when: past, first: 3) {
        ...EventCardFields
      }
      contentPages(kind: news) {
        path
        title
        description
        updated
        date
      }
    }
  `,
  [EventCardFields],
);

/** /event/{slug}: one event, on the post screen it shares with /news/{slug}. */
export const GetEventQuery = graphql(`
  query getEvent($slug: String!) {
    getEvent(slug: $slug) {
      slug
      title
      summary
      body
      place
      startsAt
      endsAt
      dealer {
        name
        lotNumber
        city
        state
        postalCode
        phone
        phoneFormatted
      }
    }
  }
`);
