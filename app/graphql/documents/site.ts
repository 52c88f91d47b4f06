import { graphql } from '../graphql.ts';

/** SPEC §7 getDealer: the home center a request is for (host first, then lot number). */
export const GetDealerQuery = graphql(`
  query getDealer($lotNumber: String, $host: String) {
    getDealer(lotNumber: $lotNumber, host: $host) {
      dealerId
      dealerNumber
      region
      zone
      brandAcronym
      brandLabel
      lotNumber
      name
      slug
      websiteTemplate
      phone
      phoneFormatted
      address1
      city
      state
      postalCode
      hours {
        days
        open
      }
    }
  }
`);

/** SPEC §2: a page may carry a redirect target (root middleware follows it). */
export const PageRedirectQuery = graphql(`
  query pageRedirect($path: String!) {
    pageRedirect(path: $path) {
      target
      permanent
    }
  }
`);
