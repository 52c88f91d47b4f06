// Issue 13's journeys: a buyer designs a home, sees the picture and the price
// change, saves it (signing up on the way), finds it in the portal, and opens
// its share link in another browser, where it is read-only. The same designer
// works as a plain form without JavaScript. On both databases.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage } from './browser.ts';
import { accountButton, folderCode, outboxMail, signUpInPopup } from './sign-up.ts';
import { E2E_STAFF_PASSWORD } from './global-setup.ts';

const sites = inject('sites');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A double-section model (the kitchen has room for an island) from the first search page. */
async function firstModelPath(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/homes`);
  const href = await page.locator('a[href^="/homes/model/"]').first().getAttribute('href');
  return new URL(href!, baseUrl).pathname;
}

function total(page: Page) {
  return page.getByRole('region', { name: 'Your price' }).locator('dd').last();
}

describe.each(sites)('the configurator on $database', (site) => {
  it('designs a home with JavaScript, saves it by signing up, shares it read-only and sends it to the home center', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    const modelPath = await firstModelPath(page, site.baseUrl);
    // On a home center's site: the design goes to that home center.
    await page.goto(`${site.baseUrl}${modelPath}?lotNumber=1`);
    await page.getByRole('link', { name: 'Design this home' }).click();
    // The page then writes its step into the address (replaceState), maybe before this looks.
    await page.waitForURL(/\/design\?(?:nav=exterior&)?lotNumber=1$/);
    await expectNoAxeViolations(page);
    const picture = page.locator('figure img').first();
    const before = {
      src: await picture.getAttribute('src'),
      total: await total(page).textContent(),
    };

    // The kitchen, by keyboard-free clicks: navy cabinets and quartz counters.
    await page
      .getByRole('link', { name: /Kitchen/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Kitchen', level: 2 }).waitFor();
    await page.getByLabel(/^Navy shaker/).check();
    await page.getByLabel(/^Quartz, white/).check();
    await expect.poll(() => picture.getAttribute('alt')).toContain('cabinets Navy shaker');
    expect(await picture.getAttribute('src')).not.toBe(before.src);
    expect(await total(page).textContent()).not.toBe(before.total);
    // The picture answers, drawn from the choices.
    const image = await page.request.get(
      new URL((await picture.getAttribute('src'))!, site.baseUrl).href,
    );
    expect(image.headers()['content-type']).toBe('image/webp');
    // The address holds the choices.
    expect(new URL(page.url()).searchParams.get('nav')).toBe('kitchen');
    const chosenTotal = await total(page).textContent();
    await expectNoAxeViolations(page);

    // Saving asks for an account; back on the page, the design goes into it.
    const firstName = `Designer${site.database}`;
    await signUpInPopup(
      page,
      { firstName, email: `e2e.design.${site.database}.${Date.now()}@example.com` },
      undefined,
      { button: 'Save this design', code: (email) => folderCode(site.dataDir, email) },
    );
    await accountButton(page, firstName).waitFor();
    await page.waitForURL(/\/portal\/designs\?saved=.*lotNumber=1/);
    const saved = page.getByRole('article').first();
    await saved.getByText('Saved just now.').waitFor();
    expect(await saved.textContent()).toContain(chosenTotal!.trim());
    await expectNoAxeViolations(page);
    const shareHref = await saved
      .getByRole('link', { name: 'See its share page' })
      .getAttribute('href');

    // Another browser, signed out: the design, read-only, with every choice.
    const other = await openPage(browser);
    await other.page.goto(`${site.baseUrl}${shareHref}`);
    await other.page.getByRole('heading', { name: /^The (?!The ).+ as designed$/ }).waitFor();
    expect(await other.page.title()).toMatch(/^A design of The (?!The )/);
    await other.page.getByRole('row', { name: /Cabinets Navy shaker/ }).waitFor();
    // The table adds up: the home's own price, then the options.
    await other.page
      .getByRole('row', { name: /^The home .*standard features \$[\d,]+$/ })
      .waitFor();
    expect(await other.page.getByRole('row', { name: /^Total/ }).textContent()).toContain(
      chosenTotal!.trim(),
    );
    expect(
      await other.page
        .getByRole('button')
        .filter({ hasText: /Save|Delete/ })
        .count(),
    ).toBe(0);
    await expectNoAxeViolations(other.page);
    expect(other.problems).toEqual([]);
    await other.context.close();

    // Sent to the home center: its mail lists every selection.
    await saved.getByRole('button', { name: /^Send to / }).click();
    // The form it opened takes the keyboard, on its note.
    await expect
      .poll(() =>
        saved
          .getByLabel('A note for them (optional)')
          .evaluate((box) => box === document.activeElement),
      )
      .toBe(true);
    await saved.getByLabel('A note for them (optional)').fill('Could we see the navy cabinets?');
    // Cancel closes the form and gives the keyboard back to its button; the note is kept.
    await saved.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect
      .poll(() =>
        saved
          .getByRole('button', { name: /^Send to / })
          .evaluate((button) => button === document.activeElement),
      )
      .toBe(true);
    await saved.getByRole('button', { name: /^Send to / }).click();
    expect(await saved.getByLabel('A note for them (optional)').inputValue()).toBe(
      'Could we see the navy cabinets?',
    );
    await saved.getByRole('button', { name: /^Send my design to / }).click();
    await saved
      .getByRole('status')
      .filter({ hasText: /has your design/ })
      .waitFor();
    // Sent: to the home center by name, and when.
    await saved
      .getByText('Sent to Oak Creek Homes of Knoxville: it can no longer change.')
      .waitFor();
    await saved.getByText(/^Submitted · sent \w+ \d+, \d{4}, \d+:\d\d [AP]M/).waitFor();
    // The save before it is no longer the news.
    expect(await saved.getByText('Saved just now.').count()).toBe(0);
    const [mail] = await outboxMail(
      site.dataDir,
      (m) => m.subject.startsWith('Design of ') && m.subject.endsWith(`${firstName} Buyer`),
    );
    expect(mail!.text).toContain('Cabinets: Navy shaker');
    expect(mail!.text).toContain('Countertops: Quartz, white');
    expect(mail!.text).toContain('Could we see the navy cabinets?');
    const sentId = new URL(page.url()).searchParams.get('saved')!;
    // Its share page, seen by the one who made it: theirs, and sent.
    await page.goto(`${site.baseUrl}${shareHref}`);
    await page.getByText(/^Sent to the home center \w+ \d+, \d{4}\. This is your design/).waitFor();
    expect(await page.getByText('You are looking at someone’s design').count()).toBe(0);

    // The sent design opened in the designer again (its link): the buyer is told it stays
    // as sent before choosing, and Save keeps the choices as a new design.
    await page.goto(`${site.baseUrl}${modelPath}/design?nav=kitchen&design=${sentId}&lotNumber=1`);
    await page
      .getByRole('status')
      .filter({ hasText: /was sent to the home center, so it stays as it was sent/ })
      .waitFor();
    await page.getByLabel(/^Butcher block/).check();
    await page.getByRole('button', { name: 'Save as a new design' }).click();
    await page.waitForURL(/\/portal\/designs\?saved=/);
    expect(new URL(page.url()).searchParams.get('saved')).not.toBe(sentId);
    await expect.poll(() => page.getByRole('article').count()).toBe(2);
    await page
      .getByText('Sent to Oak Creek Homes of Knoxville: it can no longer change.')
      .waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends a design from the main site to the home center nearest where it was designed', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    // A home the home center nearest 37918 does not sell: another one, farther, does.
    await page.goto(`${site.baseUrl}/homes/model/FRE-3252-3A?where=37918`);
    await page.getByRole('link', { name: 'Design this home' }).click();
    await page.waitForURL(/\/design\?.*where=37918/);
    // The home center whose figures the designer's estimate uses.
    const estimated = /(?:Less than a mile|About \d+ miles) from (.+?) in a straight line/.exec(
      (await page.getByRole('region', { name: /really costs/ }).textContent())!,
    )![1]!;
    await page
      .getByRole('link', { name: /Kitchen/ })
      .first()
      .click();
    // The cost panel's choices and the design's share the address: neither drops the other's.
    await page.getByLabel('I need land').check();
    await page.waitForURL(/land=buy/);
    await page.getByLabel(/^Navy shaker/).check();
    await page.waitForURL(/o\d+=\d+.*land=buy|land=buy.*o\d+=\d+/);
    const firstName = `Placed${site.database}`;
    await signUpInPopup(
      page,
      { firstName, email: `e2e.placed-design.${site.database}.${Date.now()}@example.com` },
      undefined,
      { button: 'Save this design', code: (email) => folderCode(site.dataDir, email) },
    );
    await page.waitForURL(/\/portal\/designs\?saved=/);
    const saved = page.getByRole('article').first();
    // The buyer gave no ZIP code: the design's place finds the home center nearest it that
    // sells this home, the one the estimate came from.
    await saved.getByText(/sells The Cedar .*nearest 37918, where you designed it\./).waitFor();
    await saved.getByRole('button', { name: `Send to ${estimated}`, exact: true }).waitFor();
    // What the total is made of, and when it was saved (two designs of one home differ).
    expect(await saved.textContent()).toMatch(
      /changed \w+ \d+, \d{4}, \d+:\d\d [AP]M · \$[\d,]+: the home at \$[\d,]+ and \$[\d,]+ of options/,
    );
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('prices a design at the price the home center nearest asks to order the plan, and saves and sends it so', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    // A plan the home center nearest 37918 lists to order above the plan's lowest price.
    await page.goto(`${site.baseUrl}/homes/model/OAK-1864-3A?where=37918`);
    const line = await page
      .getByText(/^\$[\d,]+ to order at /)
      .first()
      .textContent();
    const asked = /^(\$[\d,]+) to order at (.+)$/.exec((line ?? '').trim());
    expect(asked).not.toBeNull();
    const [, price, homeCenter] = asked!;
    await page.getByRole('link', { name: 'Design this home' }).click();
    await page.waitForURL(/\/design\?.*where=37918/);
    // A buyer review: the designer totalled the plan at its lowest price anywhere, and the
    // design went to this home center, and into the list and the mail, at that price.
    const summary = page.getByRole('region', { name: 'Your price' }).first();
    expect(await summary.getByRole('definition').first().textContent()).toBe(price);
    await summary
      .getByText(
        new RegExp(
          `^The home is at ${homeCenter!.trim()}’s price to order this plan\\. It starts at \\$[\\d,]+ at another home center\\.$`,
        ),
      )
      .waitFor();
    await signUpInPopup(
      page,
      {
        firstName: `Asks${site.database}`,
        email: `e2e.asks-more.${site.database}.${Date.now()}@example.com`,
      },
      undefined,
      { button: 'Save this design', code: (email) => folderCode(site.dataDir, email) },
    );
    await page.waitForURL(/\/portal\/designs\?saved=/);
    const saved = page.getByRole('article').first();
    // Whose price it is, in the list and on the share page.
    await saved
      .getByText(
        `the home at ${price} (${homeCenter!.trim()}’s price to order it), no options at extra cost`,
      )
      .waitFor();
    await saved.getByRole('button', { name: `Send to ${homeCenter!.trim()}` }).click();
    await saved.getByRole('textbox', { name: /A note for them/ }).waitFor();
    // The same price as the home center's: nothing more to tell before sending.
    expect(await saved.getByText(/to order this plan/).count()).toBe(0);
    await expectNoAxeViolations(page);
    await saved.getByRole('link', { name: 'See its share page' }).click();
    await page
      .getByText(
        new RegExp(
          `^The home is at ${homeCenter!.trim()}’s price to order this plan; it starts at \\$[\\d,]+ at another home center\\.$`,
        ),
      )
      .waitFor();
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works as a plain form without JavaScript: each choice is submitted and priced', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    const modelPath = await firstModelPath(page, site.baseUrl);
    await page.goto(`${site.baseUrl}${modelPath}/design?nav=bath`);
    const before = await total(page).textContent();
    await page.getByLabel(/^Walk-in tiled shower/).check();
    // Enter on a choice sends the form and stays on the step.
    await page.getByLabel(/^Walk-in tiled shower/).press('Enter');
    await page.waitForURL(/o303=30302/);
    expect(new URL(page.url()).searchParams.getAll('nav')).toEqual(['bath']);
    expect(await page.getByLabel(/^Walk-in tiled shower/).isChecked()).toBe(true);
    expect(await total(page).textContent()).not.toBe(before);
    expect(await page.locator('figure img').getAttribute('alt')).toContain('Walk-in tiled shower');
    // Another step keeps what was chosen, and what was tapped and not yet shown.
    await page.getByLabel(/^Quartz, white/).check();
    await page
      .getByRole('navigation', { name: 'Design steps' })
      .getByRole('button', { name: /Floors and walls/ })
      .click();
    await page.waitForURL(/nav=flooring/);
    expect(new URL(page.url()).searchParams.get('o302')).toBe('30202');
    // One step in the address, to bookmark or send.
    expect(new URL(page.url()).searchParams.getAll('nav')).toEqual(['flooring']);
    await page.getByLabel(/^Vinyl plank, walnut/).check();
    await page.getByRole('button', { name: 'Show my choices' }).click();
    await page.waitForURL(/o401=/);
    expect(new URL(page.url()).searchParams.get('o303')).toBe('30302');
    // "Next" sends the choices too: a choice made and then Next is not lost.
    await page.goto(`${site.baseUrl}${modelPath}/design?nav=bath`);
    await page.getByLabel(/^Walk-in tiled shower/).check();
    await page.getByRole('button', { name: /^Next: / }).click();
    await page.waitForURL(/o303=30302/);
    expect(new URL(page.url()).searchParams.get('nav')).not.toBe('bath');
    expect(await page.getByLabel(/^Walk-in tiled shower/).count()).toBe(0);
    expect(new URL(page.url()).searchParams.getAll('nav')).toHaveLength(1);
    expect(await total(page).textContent()).not.toBe(before);
    await context.close();
  });

  it('keeps a choice tapped before the page’s script ran, as on a slow phone', async () => {
    const { context, page, problems } = await openPage(browser);
    const modelPath = await firstModelPath(page, site.baseUrl);
    // The scripts wait until the choice is made.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.baseUrl}${modelPath}/design?nav=bath`, { waitUntil: 'commit' });
    const shower = page.getByLabel(/^Walk-in tiled shower/);
    await shower.check();
    const standardTotal = await total(page).textContent();
    release();
    await page.getByRole('button', { name: 'Save this design' }).waitFor();
    // Taken up as the page came to life: priced, kept in the address, still checked.
    await expect.poll(() => total(page).textContent()).not.toBe(standardTotal);
    await expect.poll(() => new URL(page.url()).searchParams.get('o303')).toBe('30302');
    expect(await shower.isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is usable by keyboard on a phone: each option a radio group, arrows choose', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const modelPath = await firstModelPath(page, site.baseUrl);
    await page.goto(`${site.baseUrl}${modelPath}/design?nav=kitchen`);
    const cabinets = page.getByRole('group', { name: 'Cabinets' });
    const before = await page.locator('figcaption').first().textContent();
    await cabinets.getByRole('radio').first().focus();
    await page.keyboard.press('ArrowDown');
    expect(await cabinets.getByRole('radio').nth(1).isChecked()).toBe(true);
    await expect.poll(() => page.locator('figcaption').first().textContent()).not.toBe(before);
    // The focused choice is not hidden under the picture that stays on top.
    const focused = await page.evaluate(() => document.activeElement!.getBoundingClientRect().top);
    const pictureBottom = await page
      .locator('figure')
      .first()
      .evaluate((figure) => figure.getBoundingClientRect().bottom);
    expect(focused).toBeGreaterThanOrEqual(pictureBottom);
    // "Next: …" by keyboard: the new step's heading takes the focus, so Tab reaches its first option.
    const next = page.getByRole('link', { name: /^Next: / });
    const nextStep = ((await next.textContent()) ?? '').replace(/^Next: /, '');
    await next.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(nextStep);
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('type')),
      'the first option of the new step',
    ).toBe('radio');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows staff, and only staff, whether every model’s pictures draw', async () => {
    const anonymous = await fetch(`${site.baseUrl}/staff/image-health`);
    expect(anonymous.status).toBe(401);
    const { context, page, problems } = await openPage(browser, {
      httpCredentials: { username: 'staff', password: E2E_STAFF_PASSWORD },
    });
    await page.goto(`${site.baseUrl}/staff/image-health`);
    await page.getByRole('heading', { name: 'Picture health' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: 'All 50 models on this page are healthy.' })
      .waitFor();
    // The catalogue's two pictures (thumbnail, floor plan) and the configurator's four, for every model.
    const first = page.getByRole('row').nth(1);
    expect(await first.getByRole('cell').nth(1).textContent()).toBe('6');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
