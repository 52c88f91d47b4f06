// Saving a design (issue 13), loaded only when the buyer presses Save: the
// data client and these operations stay out of the configurator page's own
// JavaScript. SPEC §5: a design is generated only with a dxClientId (this
// browser's, kept in localStorage), and patched only with its options,
// configuratorGuid and version.
import { customizationsOf, type Choices } from '../../lib/configurator/selections.ts';
import type { Configurator } from '../../lib/configurator/types.ts';
import {
  GenerateDesignMutation,
  GetDesignQuery,
  MyDesignsQuery,
  PatchDesignMutation,
} from '../graphql/documents/designs.ts';
import { clientFor, setClientSession } from '../graphql/session-client.ts';
import type { Session } from '../identity/session.tsx';

const DX_CLIENT_ID_KEY = 'dxClientId';

/** This browser's id for generating designs: made once, kept. */
function dxClientId(): string {
  let id = window.localStorage.getItem(DX_CLIENT_ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    window.localStorage.setItem(DX_CLIENT_ID_KEY, id);
  }
  return id;
}

export type SaveResult = { designId: string } | { error: string };

/**
 * Whether the signed-in buyer can change the design an address names: theirs
 * and not sent ('yours'), theirs and sent to a home center ('sent': it no
 * longer changes), or not theirs ('not-yours': a link someone gave them); a
 * failed check is 'unknown' (saving then tries, and says what went wrong).
 */
export type DesignOwnership = 'yours' | 'sent' | 'not-yours' | 'unknown';

export async function designOwnership(
  session: Session,
  designId: string,
): Promise<DesignOwnership> {
  setClientSession(session);
  const client = clientFor(session.user?.subject ?? null);
  const found = await client.query(GetDesignQuery, { designId });
  if (found.data) return found.data.getDesign.isLocked ? 'sent' : 'yours';
  return found.error?.code === 'NOT_FOUND' ? 'not-yours' : 'unknown';
}

/**
 * Whether the design behind a share link is the signed-in person's: the link
 * carries no design id (the owner's handle on it), so their own designs are
 * looked through for its share token.
 */
export async function sharedDesignOwnership(
  session: Session,
  shareToken: string,
): Promise<DesignOwnership> {
  setClientSession(session);
  const found = await clientFor(session.user?.subject ?? null).query(MyDesignsQuery, {});
  if (!found.data) return 'unknown';
  const own = found.data.myDesigns.find((design) => design.shareToken === shareToken);
  return own ? (own.isLocked ? 'sent' : 'yours') : 'not-yours';
}

export async function saveDesign(options: {
  session: Session;
  configurator: Configurator;
  choices: Choices;
  /** The design being changed; none: a new one is generated. */
  designId: string | null;
  zipCode: string | null;
}): Promise<SaveResult> {
  const { session, configurator, choices } = options;
  setClientSession(session);
  const client = clientFor(session.user?.subject ?? null);
  let designId = options.designId;
  if (!designId) {
    const generated = await client.mutate(GenerateDesignMutation, { dxClientId: dxClientId() });
    if (!generated.data) return { error: generated.error?.message ?? 'The design was not saved.' };
    designId = generated.data.generateDesign.id;
  }
  const patched = await client.mutate(PatchDesignMutation, {
    design: {
      designId,
      configuratorGuid: configurator.configuratorGuid,
      version: configurator.version,
      zipCode: options.zipCode,
      content: {
        salesModelId: configurator.salesModelId,
        basePrice: configurator.basePrice,
        customizations: customizationsOf(configurator, choices),
      },
    },
  });
  if (!patched.data) return { error: patched.error?.message ?? 'The design was not saved.' };
  return { designId };
}
