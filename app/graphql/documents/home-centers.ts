import { graphql } from '../graphql.ts';

/** /about-us on a home center's site: its team in SPEC §9 order, and its own words. */
export const HomeCenterAboutQuery = graphql(`
  query homeCenterAbout($lotNumber: String!) {
    getDealer(lotNumber: $lotNumber) {
      dealerId
      description
      email
      latitude
      longitude
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
  }
`);

/** /about-us on the corporate site: the company's page and every home center. */
export const CompanyAboutQuery = graphql(`
  query companyAbout {
    pageContent(path: "/about-us") {
      title
      description
      introHtml
      sections {
        id
        heading
        html
      }
    }
    homeCenters {
      lotNumber
      name
      city
      state
    }
  }
`);

/** The finder (issue 12): the home centers nearest a place, numbered as its map shows them. */
export const HomeCentersNearQuery = graphql(`
  query homeCentersNear($postalCode: String!, $limit: Int!) {
    dealersNear(postalCode: $postalCode, limit: $limit) {
      distance
      dealer {
        dealerId
        lotNumber
        name
        address1
        city
        state
        postalCode
        phone
        phoneFormatted
      }
    }
  }
`);

/** /our-homeowners (issue 12): the welcome-home gallery, and homeowners' words. */
export const OurHomeownersQuery = graphql(`
  query ourHomeowners($lotNumber: String) {
    welcomeHomeGallery(lotNumber: $lotNumber) {
      isShown
      images {
        welcomeHomeImageId
        familyName
        caption
        deliveredOn
        dealerName
        city
        state
        model {
          name
          modelNumber
          exterior {
            src
            alt
            width
            height
            srcSet
          }
        }
      }
    }
    homeCenterTestimonials(lotNumber: $lotNumber, first: 6) {
      name
      content
      rating
    }
  }
`);

/** A home center's mail links here to publish a visitor's testimonial or review (issue 12). */
export const TestimonialDecisionQuery = graphql(`
  query testimonialDecision($token: String!) {
    testimonialDecision(token: $token) {
      name
      content
      rating
      kind
      homeName
      status
      dealerName
      createdAt
    }
  }
`);

export const DecideTestimonialMutation = graphql(`
  mutation decideTestimonial($token: String!, $publish: Boolean!) {
    decideTestimonial(token: $token, publish: $publish) {
      status
    }
  }
`);
