// Issue 13's configurator and designs through the API, with the browser's own
// documents and real access tokens: a configurator per model, the visualizer's
// pictures, SPEC §4/§5 design rules (generated once per browser, patched only
// whole, prices the configurator's), and the two-user test for every design id.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DeleteDesignMutation,
  GenerateDesignMutation,
  GetConfiguratorQuery,
  GetDesignQuery,
  MyDesignsQuery,
  PatchDesignMutation,
  SharedDesignQuery,
  SubmitDesignMutation,
  VisualizerImagesQuery,
} from '../../app/graphql/documents/designs.ts';
import { HomeCenterFloorPlanQuery } from '../../app/graphql/documents/details.ts';
import {
  LeadSubmittedQuery,
  PatchUserMutation,
  PostPortalLeadFormMutation,
} from '../../app/graphql/documents/portal.ts';
import { floorPlanToOrder } from '../../lib/floor-plan-price.ts';
import { formatPrice } from '../../lib/price.ts';
import { optionsOf, standardChoices } from '../../lib/configurator/selections.ts';
import type { Configurator } from '../../lib/configurator/types.ts';
import {
  dealers,
  designs,
  features,
  homeListings,
  leads,
  modelFeatures,
  models,
} from '../db/schema.ts';
import { mailsTo, startTestSite, type TestSite } from '../identity/test-site.ts';
import { schema } from './schema.ts';
import { bootstrap, ok, refusal, send } from './portal-test-client.ts';

let site: TestSite;
let salesModelId: string;
let configurator: Configurator;
let homeCenter: { lotNumber: string; dealerNumber: string; email: string; name: string };

beforeAll(async () => {
  site = await startTestSite({}, { trustedDocuments: true });
  const [model] = await site.database.db
    .select({ salesModelId: models.salesModelId })
    .from(models)
    .where(eq(models.sections, 2))
    .orderBy(models.id)
    .limit(1);
  salesModelId = model!.salesModelId;
  configurator = ok(await send(site, GetConfiguratorQuery, { salesModelId }))
    .getConfigurator as Configurator;
  const [dealer] = await site.database.db
    .select({
      lotNumber: dealers.lotNumber,
      dealerNumber: dealers.dealerNumber,
      email: dealers.email,
      name: dealers.name,
    })
    .from(dealers)
    .orderBy(dealers.dealerId)
    .limit(1);
  homeCenter = dealer!;
});

afterAll(async () => {
  await site?.close();
});

async function person() {
  const signedUp = await site.signUp();
  return signedUp.tokens.access_token;
}

/** A patch choosing the second selection of every option that has one. */
function upgradedPatch(designId: string) {
  return {
    design: {
      designId,
      configuratorGuid: configurator.configuratorGuid,
      version: configurator.version,
      zipCode: '37918',
      content: {
        salesModelId,
        basePrice: 1,
        customizations: optionsOf(configurator).map((option) => {
          const selection = option.selections[1] ?? option.selections[0]!;
          // A price the browser sends is not trusted.
          return {
            configuratorOptionId: option.configuratorOptionId,
            selectionId: selection.selectionId,
            price: 0,
          };
        }),
      },
    },
  };
}

describe('getConfigurator and visualizer images (SPEC §7)', () => {
  it('answers every model’s configurator, filtered by nav type, without a token', async () => {
    expect(configurator.navs.map((n) => n.navType)).toEqual([
      'exterior',
      'kitchen',
      'bath',
      'flooring',
      'structural',
    ]);
    expect(configurator.basePrice).toBeGreaterThan(0);
    for (const option of optionsOf(configurator)) {
      // The first selection is the standard one, in the base price; every price is whole dollars.
      expect(option.selections[0]!.price).toBe(0);
      for (const s of option.selections) expect(Number.isInteger(s.price)).toBe(true);
    }
    const kitchen = ok(
      await send(site, GetConfiguratorQuery, { salesModelId, filters: ['kitchen'] }),
    ).getConfigurator;
    expect(kitchen.navs.map((n) => n.name)).toEqual(['Kitchen']);
    const refused = await send(site, GetConfiguratorQuery, { salesModelId, filters: ['attic'] });
    expect(refusal(refused).code).toBe('BAD_USER_INPUT');
    const none = await send(site, GetConfiguratorQuery, { salesModelId: 'SM-NOPE' });
    expect(refusal(none).code).toBe('NOT_FOUND');
  });

  it('starts a model’s designer from what its page lists as coming with it', async () => {
    // A model whose page says stainless appliances "come standard".
    const [listed] = await site.database.db
      .select({ salesModelId: models.salesModelId })
      .from(models)
      .innerJoin(modelFeatures, eq(modelFeatures.modelId, models.id))
      .innerJoin(features, eq(features.featureId, modelFeatures.featureId))
      .where(eq(features.name, 'Stainless steel appliances'))
      .orderBy(models.id)
      .limit(1);
    const own = ok(await send(site, GetConfiguratorQuery, { salesModelId: listed!.salesModelId }))
      .getConfigurator as Configurator;
    const appliances = optionsOf(own).find((o) => o.configuratorOptionId === 203)!;
    expect(appliances.selections.map((s) => [s.title, s.price])[0]).toEqual(['Stainless steel', 0]);
  });

  it('draws one picture per scene; a change a scene does not show keeps its hash', async () => {
    const variables = {
      salesModelId,
      configuratorGuid: configurator.configuratorGuid,
      version: configurator.version,
    };
    const standard = ok(
      await send(site, VisualizerImagesQuery, { ...variables, navSelections: [] }),
    ).visualizerImages;
    expect(standard.map((p) => p.name)).toEqual(['Exterior', 'Kitchen', 'Bathroom', 'Living room']);
    const navy = optionsOf(configurator)
      .find((o) => o.configuratorOptionId === 201)!
      .selections.find((s) => s.title === 'Navy shaker')!;
    const heatPump = optionsOf(configurator).find((o) => o.configuratorOptionId === 503)!
      .selections[1]!;
    const changed = ok(
      await send(site, VisualizerImagesQuery, {
        ...variables,
        navSelections: [navy.selectionId, heatPump.selectionId],
      }),
    ).visualizerImages;
    expect(changed[1]!.hash).not.toBe(standard[1]!.hash);
    expect(changed[1]!.alt).toContain('cabinets Navy shaker');
    // The heating is in no picture: every other scene is the same drawing.
    for (const i of [0, 2, 3]) expect(changed[i]!.hash).toBe(standard[i]!.hash);
    // The picture itself is a WebP.
    const image = await fetch(`${site.base}${changed[1]!.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1_000);
    // A selection the scene does not show is not a picture we draw.
    const notShown = changed[1]!.url.replace(
      /\/(\d+(?:\.\d+)*)-960/,
      `/$1.${heatPump.selectionId}-960`,
    );
    expect((await fetch(`${site.base}${notShown}`)).status).toBe(404);
    const unknown = await send(site, VisualizerImagesQuery, { ...variables, navSelections: [7] });
    expect(refusal(unknown).code).toBe('BAD_USER_INPUT');
  });
});

describe('designs (SPEC §3, §4, §5)', () => {
  it('generates one design per browser, saves it with the configurator’s prices, and shares it read-only', async () => {
    const token = await person();
    const generate = () => send(site, GenerateDesignMutation, { dxClientId: 'browser-1' }, token);
    const [a, b] = await Promise.all([generate(), generate()]);
    const designId = ok(a).generateDesign.id;
    // SPEC §4: no new design while the generated one is still empty.
    expect(ok(b).generateDesign.id).toBe(designId);
    const fresh = ok(await send(site, GetDesignQuery, { designId }, token)).getDesign;
    expect(fresh).toMatchObject({ status: 'New', configurationState: 'NEW', content: null });
    expect(fresh.zipCode).toBeNull();
    // SPEC §5: no dxClientId, no design.
    expect(refusal(await send(site, GenerateDesignMutation, { dxClientId: '' }, token)).code).toBe(
      'BAD_USER_INPUT',
    );

    const saved = ok(
      await send(site, PatchDesignMutation, upgradedPatch(designId), token),
    ).patchDesign;
    expect(saved).toMatchObject({ status: 'Saved', configurationState: 'SAVED', zipCode: '37918' });
    const upgrades = optionsOf(configurator).reduce(
      (sum, o) => sum + (o.selections[1] ?? o.selections[0]!).price,
      0,
    );
    expect(saved.content!.basePrice).toBe(configurator.basePrice);
    expect(saved.totalPrice).toBe(configurator.basePrice! + upgrades);
    // Once saved, generating again makes a new design.
    expect(ok(await generate()).generateDesign.id).not.toBe(designId);

    const mine = ok(await send(site, MyDesignsQuery, {}, token)).myDesigns;
    expect(mine.map((d) => d.designId)).toEqual([designId]);

    // Anyone with the link reads it, without a token; a made-up link is nothing.
    const shared = ok(
      await send(site, SharedDesignQuery, { shareToken: saved.shareToken }),
    ).sharedDesign;
    expect(shared).toMatchObject({
      totalPrice: saved.totalPrice,
      status: 'Saved',
      // At the plan's "Starting at": no home center's price to name.
      pricedAtHomeCenter: null,
    });
    // Nor does the link give the owner's handle on it (the design's id), in the API or the page.
    const sharedType = schema.getType('SharedDesign') as GraphQLObjectType;
    expect(Object.keys(sharedType.getFields())).not.toContain('designId');
    expect(
      ok(await send(site, SharedDesignQuery, { shareToken: 'A'.repeat(22) })).sharedDesign,
    ).toBeNull();
    const page = await fetch(`${site.base}/designs/${saved.shareToken}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Every choice');
    expect(html).not.toContain(designId);
    const pageData = await fetch(`${site.base}/designs/${saved.shareToken}/page-data.json`);
    expect(pageData.status).toBe(200);
    expect(await pageData.text()).not.toContain(designId);
  });

  it('saves a design at the price a home center asks for the model to order, and no other', async () => {
    // A floor plan home centers list to order at a price of their own (their sites' designer
    // uses it), more than one at the same price where the seed has that.
    const [plan] = await site.database.db
      .select({ salesModelId: models.salesModelId, price: homeListings.priceSort })
      .from(homeListings)
      .innerJoin(models, eq(models.id, homeListings.modelId))
      .where(
        and(
          isNull(homeListings.serialNumber),
          isNotNull(homeListings.priceSort),
          ne(homeListings.priceSort, models.lowPrice),
        ),
      )
      .groupBy(models.salesModelId, homeListings.priceSort)
      .orderBy(desc(sql`count(distinct ${homeListings.dealerId})`), models.salesModelId)
      .limit(1);
    const own = ok(await send(site, GetConfiguratorQuery, { salesModelId: plan!.salesModelId }))
      .getConfigurator as Configurator;
    expect(plan!.price).not.toBe(own.basePrice);
    const token = await person();
    // The home centers that ask it: the design says whose price it is, the nearest its ZIP code.
    const asking = await site.database.db
      .selectDistinct({ name: dealers.name, postalCode: dealers.postalCode })
      .from(homeListings)
      .innerJoin(models, eq(models.id, homeListings.modelId))
      .innerJoin(dealers, eq(dealers.dealerId, homeListings.dealerId))
      .where(
        and(
          eq(models.salesModelId, plan!.salesModelId),
          isNull(homeListings.serialNumber),
          eq(homeListings.priceSort, plan!.price!),
        ),
      );
    expect(asking.length).toBeGreaterThan(1);
    // Not the first by name: the one nearest the design's ZIP code.
    const center = asking.sort((a, b) => a.name.localeCompare(b.name)).at(-1)!;
    const patchAt = async (basePrice: number | null) => {
      const generated = await send(site, GenerateDesignMutation, { dxClientId: 'prices' }, token);
      const designId = ok(generated).generateDesign.id;
      const patch = {
        design: {
          designId,
          configuratorGuid: own.configuratorGuid,
          version: own.version,
          zipCode: center.postalCode,
          content: {
            salesModelId: own.salesModelId,
            basePrice,
            customizations: optionsOf(own).map((o) => ({
              configuratorOptionId: o.configuratorOptionId,
              selectionId: o.selections[0]!.selectionId,
            })),
          },
        },
      };
      return ok(await send(site, PatchDesignMutation, patch, token)).patchDesign;
    };
    const atCenter = await patchAt(plan!.price);
    expect(atCenter.content!.basePrice).toBe(plan!.price);
    expect(atCenter.totalPrice).toBe(plan!.price);
    expect(atCenter.pricedAtHomeCenter).toBe(center.name);
    // Its share page says so, and what the plan starts at elsewhere when that is less.
    const shared = ok(
      await send(site, SharedDesignQuery, { shareToken: atCenter.shareToken }),
    ).sharedDesign;
    expect(shared!.pricedAtHomeCenter).toBe(center.name);
    const html = await (await fetch(`${site.base}/designs/${atCenter.shareToken}`)).text();
    const said = html.replace(/<!-- -->/g, '').replaceAll('&amp;', '&');
    expect(said).toContain(`The home is at ${center.name}’s price to order this plan`);
    if (own.basePrice! < plan!.price!) {
      expect(said).toContain(`it starts at ${formatPrice(own.basePrice!)} at another home center`);
    }
    // A figure no home center asks for this model is the configurator's, no center's.
    const forged = await patchAt(plan!.price! - 1);
    expect(forged.content!.basePrice).toBe(own.basePrice);
    expect(forged.pricedAtHomeCenter).toBeNull();
    const forgedHtml = await (await fetch(`${site.base}/designs/${forged.shareToken}`)).text();
    expect(forgedHtml).not.toContain('price to order this plan');
  });

  it('refuses a patch without options, with a selection of another option, or on a locked design', async () => {
    const token = await person();
    const designId = ok(await send(site, GenerateDesignMutation, { dxClientId: 'b2' }, token))
      .generateDesign.id;
    const patch = upgradedPatch(designId);
    patch.design.content.customizations = [];
    expect(refusal(await send(site, PatchDesignMutation, patch, token)).code).toBe(
      'BAD_USER_INPUT',
    );
    const crossed = upgradedPatch(designId);
    crossed.design.content.customizations[0]!.selectionId =
      crossed.design.content.customizations[1]!.selectionId;
    expect(refusal(await send(site, PatchDesignMutation, crossed, token)).field).toBe(
      'customizations',
    );
    ok(await send(site, PatchDesignMutation, upgradedPatch(designId), token));
    await site.database.db
      .update(designs)
      .set({ state: 'SUBMITTED', isLocked: true })
      .where(eq(designs.designId, designId));
    const locked = refusal(await send(site, PatchDesignMutation, upgradedPatch(designId), token));
    expect(locked.message).toMatch(/can no longer change/);
    expect(refusal(await send(site, DeleteDesignMutation, { designId }, token)).code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('keeps each design to its owner: another person’s token gets NOT_FOUND for every design id', async () => {
    const owner = await person();
    const other = await person();
    const designId = ok(await send(site, GenerateDesignMutation, { dxClientId: 'same' }, owner))
      .generateDesign.id;
    ok(await send(site, PatchDesignMutation, upgradedPatch(designId), owner));
    const before = ok(await send(site, GetDesignQuery, { designId }, owner)).getDesign;

    expect(refusal(await send(site, GetDesignQuery, { designId }, other)).code).toBe('NOT_FOUND');
    const patch = upgradedPatch(designId);
    patch.design.content.customizations = optionsOf(configurator).map((o) => ({
      configuratorOptionId: o.configuratorOptionId,
      selectionId: standardChoices(configurator)[o.configuratorOptionId]!,
      price: 0,
    }));
    expect(refusal(await send(site, PatchDesignMutation, patch, other)).code).toBe('NOT_FOUND');
    expect(refusal(await send(site, DeleteDesignMutation, { designId }, other)).code).toBe(
      'NOT_FOUND',
    );
    // The same browser id under another person is another person's design.
    const theirs = ok(await send(site, GenerateDesignMutation, { dxClientId: 'same' }, other))
      .generateDesign.id;
    expect(theirs).not.toBe(designId);
    expect(ok(await send(site, MyDesignsQuery, {}, other)).myDesigns).toEqual([]);
    // Nothing changed for the owner; without a token, nothing at all.
    expect(ok(await send(site, GetDesignQuery, { designId }, owner)).getDesign).toEqual(before);
    expect(refusal(await send(site, GetDesignQuery, { designId })).code).toBe('UNAUTHENTICATED');
    // Without a token even a malformed id is refused for the sign-in first (SPEC §6).
    expect(refusal(await send(site, GetDesignQuery, { designId: 'x' })).code).toBe(
      'UNAUTHENTICATED',
    );
    expect(refusal(await send(site, DeleteDesignMutation, { designId: 'x' })).code).toBe(
      'UNAUTHENTICATED',
    );
    expect(ok(await send(site, DeleteDesignMutation, { designId }, owner)).deleteDesign).toBe(true);
  });

  it('sends a saved design to a home center once: a lead listing every selection, then locked', async () => {
    const signedUp = await site.signUp();
    const token = signedUp.tokens.access_token;
    const buyer = await bootstrap(site, token, {
      plannerType: 'retail',
      lotNumber: homeCenter.lotNumber,
    });
    const other = await person();
    await bootstrap(site, other, { plannerType: 'retail', lotNumber: homeCenter.lotNumber });
    // How they like to hear back: the page promises it, so the mail says it.
    ok(
      await send(
        site,
        PatchUserMutation,
        {
          userId: buyer.userId,
          patch: {
            phone: '865-555-0142',
            preferredContactMethod: ['text'],
            preferredContactTime: ['evening'],
          },
          clearFields: null,
          lotNumber: homeCenter.lotNumber,
          includeRetailCollections: false,
          includeCorpCollections: false,
        },
        token,
      ),
    );
    const designId = ok(await send(site, GenerateDesignMutation, { dxClientId: 'send' }, token))
      .generateDesign.id;
    const submit = (as: string) =>
      send(
        site,
        SubmitDesignMutation,
        { designId, lotNumber: homeCenter.lotNumber, message: 'Can we see the navy cabinets?' },
        as,
      );
    // An empty design is not sent.
    expect(refusal(await submit(token)).message).toMatch(/Save the design/);
    ok(await send(site, PatchDesignMutation, upgradedPatch(designId), token));
    // Not another person's design.
    expect(refusal(await submit(other)).code).toBe('NOT_FOUND');

    const [first, second] = await Promise.all([submit(token), submit(token)]);
    const sent = ok(first).submitDesign;
    expect(sent.messageBody).toMatch(
      new RegExp(`^Thank you, .*${homeCenter.name} has your design`),
    );
    expect(ok(second).submitDesign.messageBody).toBe(sent.messageBody);
    expect(sent.design).toMatchObject({
      status: 'Submitted',
      configurationState: 'SUBMITTED',
      isLocked: true,
      submittedLotNumber: homeCenter.lotNumber,
    });
    // One lead, one mail, with every selection.
    const stored = await site.database.db
      .select()
      .from(leads)
      .where(eq(leads.about, `design:${designId}`));
    expect(stored).toHaveLength(1);
    // Every option and the total (and the home center's own price, where it asks another).
    expect(
      stored[0]!.details.filter(([label]) => label !== 'Your price to order this plan'),
    ).toHaveLength(optionsOf(configurator).length + 1);
    const mail = (await mailsTo(site, homeCenter.email)).filter((m) =>
      m.subject.startsWith('Design of '),
    );
    expect(mail).toHaveLength(1);
    const navy = optionsOf(configurator).find((o) => o.configuratorOptionId === 201)!
      .selections[1]!;
    expect(mail[0]!.text).toContain(`Cabinets: ${navy.title}`);
    expect(mail[0]!.text).toContain('Can we see the navy cabinets?');
    expect(mail[0]!.text).toMatch(/Prefers: Text message/i);
    expect(mail[0]!.text).toMatch(/Best times: Evening/i);
    expect(mail[0]!.text).toContain(`/designs/${sent.design.shareToken}`);
    // A design is not the buyer's plan: the portal still offers to send that (leadsubmitted).
    const planSent = ok(
      await send(
        site,
        LeadSubmittedQuery,
        { myHomeAccountId: buyer.userId, dealerNumber: homeCenter.dealerNumber },
        token,
      ),
    ).leadsubmitted;
    expect(planSent).toMatchObject({ success: false, submittedAt: null });
    // Locked: no more changes.
    expect(
      refusal(await send(site, PatchDesignMutation, upgradedPatch(designId), token)).message,
    ).toMatch(/can no longer change/);
    // The buyer's plan, sent to the same home center after, lists the design as sent to it
    // already (its own mail above), not as news.
    ok(
      await send(
        site,
        PostPortalLeadFormMutation,
        {
          content: {
            FirstName: 'Dana',
            LastName: 'Planner',
            EmailAddress: signedUp.email,
            PortalName: 'Retail',
            DealerNumber: homeCenter.dealerNumber,
            SubmissionId: randomUUID(),
          },
        },
        token,
      ),
    );
    const [plan] = (await mailsTo(site, homeCenter.email)).filter((m) =>
      m.subject.endsWith('from Dana Planner'),
    );
    expect(plan?.text).toMatch(
      new RegExp(
        `Design: [^\\n]*, sent to you on \\w+ \\d+, \\d{4}: [^\\n]*/designs/${sent.design.shareToken}`,
      ),
    );
  });

  it('tells a home center that asks more to order the plan its own price beside the design’s', async () => {
    // A floor plan a home center lists to order above the plan's lowest price: a design
    // saved on the main site starts at the lowest.
    const listed = await site.database.db
      .select({
        salesModelId: models.salesModelId,
        modelNumber: models.modelNumber,
        lotNumber: dealers.lotNumber,
        email: dealers.email,
        low: models.lowPrice,
      })
      .from(homeListings)
      .innerJoin(models, eq(models.modelNumber, homeListings.modelNumber))
      .innerJoin(dealers, eq(dealers.dealerId, homeListings.dealerId))
      .where(and(isNull(homeListings.serialNumber), isNotNull(homeListings.priceSort)))
      .orderBy(homeListings.inventoryId);
    let chosen: { listing: (typeof listed)[number]; asked: number; label: string } | null = null;
    for (const listing of listed) {
      // What the buyer's send form reads: the home center's own listing of the plan.
      const asked = floorPlanToOrder(
        ok(
          await send(site, HomeCenterFloorPlanQuery, {
            lotNumber: listing.lotNumber,
            modelNumber: listing.modelNumber,
          }),
        ).homesByLotNumber,
      );
      if (asked?.price != null && listing.low !== null && asked.price > listing.low) {
        chosen = { listing, asked: asked.price, label: asked.label };
        break;
      }
    }
    expect(chosen, 'a seeded home center asks more than a plan’s lowest price').not.toBeNull();
    const { listing, asked, label } = chosen!;
    const planConfigurator = ok(
      await send(site, GetConfiguratorQuery, { salesModelId: listing.salesModelId }),
    ).getConfigurator as Configurator;
    const token = await person();
    await bootstrap(site, token, { plannerType: 'corporate' });
    const designId = ok(await send(site, GenerateDesignMutation, { dxClientId: 'asks' }, token))
      .generateDesign.id;
    ok(
      await send(
        site,
        PatchDesignMutation,
        {
          design: {
            designId,
            configuratorGuid: planConfigurator.configuratorGuid,
            version: planConfigurator.version,
            zipCode: '37918',
            content: {
              salesModelId: listing.salesModelId,
              basePrice: planConfigurator.basePrice,
              customizations: optionsOf(planConfigurator).map((option) => ({
                configuratorOptionId: option.configuratorOptionId,
                selectionId: option.selections[0]!.selectionId,
                price: 0,
              })),
            },
          },
        },
        token,
      ),
    );
    ok(
      await send(
        site,
        SubmitDesignMutation,
        { designId, lotNumber: listing.lotNumber, message: null },
        token,
      ),
    );
    const [lead] = await site.database.db
      .select()
      .from(leads)
      .where(eq(leads.about, `design:${designId}`));
    const more = asked - planConfigurator.basePrice!;
    expect(lead!.details).toContainEqual([
      'Your price to order this plan',
      `${label}: $${more.toLocaleString('en-US')} more than the home’s price in this design`,
    ]);
    const mail = (await mailsTo(site, listing.email)).filter(
      (m) => m.text.includes(`/designs/`) && m.text.includes('Your price to order this plan'),
    );
    expect(mail).toHaveLength(1);
  });
});
