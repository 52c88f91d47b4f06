import { graphql } from '../graphql.ts';

/** SPEC §7 updateEmail: mails a confirmation link to the new address (Bearer token needed). */
export const UpdateEmailMutation = graphql(`
  mutation updateEmail($newEmail: String!, $clientId: String!) {
    updateEmail(newEmail: $newEmail, clientId: $clientId)
  }
`);

/** SPEC §7 updatePassword: mails the signed-in user a link to choose a new password. */
export const UpdatePasswordMutation = graphql(`
  mutation updatePassword($email: String!, $clientId: String!) {
    updatePassword(email: $email, clientId: $clientId)
  }
`);
