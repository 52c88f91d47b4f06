import { graphql } from '../graphql.ts';

/** SPEC §7 updateEmail: mails a confirmation link to the new address (Bearer token needed). */
export const UpdateEmailMutation = graphql(`
  mutation updateEmail($newEmail: String!, $clientId: String!) {
    updateEmail(newEmail: $newEmail, clientId: $clientId)
  }
`);

/** Beyond SPEC: deletes the signed-in person's home account and what it keeps (a recent sign-in). */
export const DeleteAccountMutation = graphql(`
  mutation deleteAccount {
    deleteAccount
  }
`);

/** SPEC §7 updatePassword / updatePasswordService: mails the signed-in user a link to choose a new password. */
export const UpdatePasswordServiceMutation = graphql(`
  mutation updatePasswordService($email: String!, $clientId: String!) {
    updatePasswordService(email: $email, clientId: $clientId)
  }
`);

/**
 * SPEC §7 names both: a client of the API may ask by either (the portal asks by
 * updatePasswordService), so production trusts both texts.
 */
export const UpdatePasswordMutation = graphql(`
  mutation updatePassword($email: String!, $clientId: String!) {
    updatePassword(email: $email, clientId: $clientId)
  }
`);

/** SPEC §7 authorized applications: the sites the user has signed in to. */
export const AuthorizedApplicationsQuery = graphql(`
  query authorizedApplications {
    authorizedApplications {
      audience
      clientId
      isRetail
      lotNumber
      name
      userId
    }
  }
`);

/** SPEC §7 getApplication: one of this site's sign-in clients by id or name. */
export const GetApplicationQuery = graphql(`
  query getApplication($name: String!) {
    getApplication(name: $name) {
      clientId
      isRetail
      lotNumber
      name
    }
  }
`);

/** SPEC §7's other name of getApplication, trusted for the API's clients. */
export const GetClientByNameQuery = graphql(`
  query getClientByName($name: String!) {
    getClientByName(name: $name) {
      clientId
      isRetail
      lotNumber
      name
    }
  }
`);
