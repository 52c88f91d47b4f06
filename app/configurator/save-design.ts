// Saving a design (issue 13), loaded only when the buyer presses Save: the
// data client and these operations stay out of the configurator page's own
// JavaScript. SPEC §5: a design is generated only with a dxClientId (this
// browser's, kept in localStorage), and patched only with its options,
// configuratorGuid and version.
import { customizationsOf, type Choices } from '../../lib/configurator/selections.ts';
import type { Configurator } from '../../lib/configurator/types.ts';
import { GenerateDesignMutation, PatchDesignMutation } from '../graphql/documents/designs.ts';
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
