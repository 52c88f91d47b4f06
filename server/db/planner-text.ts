// The planner's words (issue 10): what a buyer of a manufactured or modular
// home reads in the portal's four sections, from first look to move-in.
// Plain-language advice, written to be true in general across the states we
// sell in; figures are given only where they hold broadly, and the text
// sends the buyer to their lender, their county and their home center for
// the local facts. The same tags serve both planner types; the retail text
// speaks of "your home center", the corporate one of the home center the
// buyer will choose. Stored by server/db/planner-content.ts.
import type { PlannerSectionName, PlannerType } from '../../lib/planner.ts';

export type PlannerContentType = 'article' | 'task' | 'question';

export type PlannerItem = {
  tag: string;
  contentType: PlannerContentType;
  title: string;
  /** One sentence, shown in lists. */
  summary: string;
  /** Paragraphs separated by blank lines. */
  body: string;
  action?: { label: string; path: string };
};

/** Site paths an item may send the buyer to (checked by the content's test). */
export const ACTION_PATHS = [
  '/homes',
  '/land',
  '/portal/budget',
  '/portal/land',
  '/portal/my-home-aspirations',
  '/portal/homes-for-you',
] as const;

type Words = {
  /** "your home center" or "the home center you choose" */
  center: string;
  /** Capitalised, to start a sentence. */
  Center: string;
};

function wordsFor(type: PlannerType): Words {
  return type === 'retail'
    ? { center: 'your home center', Center: 'Your home center' }
    : { center: 'the home center you choose', Center: 'The home center you choose' };
}

const paragraphs = (...items: string[]) => items.join('\n\n');

function journey(w: Words): PlannerItem[] {
  return [
    {
      tag: 'journey-how-it-works',
      contentType: 'article',
      title: 'How buying a manufactured or modular home works',
      summary:
        'The steps from your first look to the day you move in, and roughly how long they take.',
      body: paragraphs(
        'Buying a factory-built home is a lot like buying a site-built one, with one big difference: the house and the land are two projects that come together on delivery day. Knowing the steps ahead of time makes each one easier.',
        `Most buyers go through the same stages: look at homes online and in person, settle on a budget and financing, pick a floor plan and options, get the land ready, sign a purchase agreement, wait while the factory builds the home, then have it delivered and set up before a final walk-through and move-in. ${w.Center} coordinates much of this, but you make the decisions.`,
        'The building itself is the fast part: a factory can finish a home in days or weeks. What takes time is everything around it: loan approval, permits, utilities and site work. From signing to moving in, a few months is common; a home going onto land that needs a well, a septic system or a new driveway can take longer.',
        'A word on terms. A manufactured home is built to the federal HUD Code, the national standard since 1976, on a permanent steel chassis, with a red certification label on each section. A modular home is built in the factory to the same state and local codes as a site-built house and set on a permanent foundation. The difference matters: some neighborhoods allow modular homes but restrict manufactured ones, and the loans you can use differ, so ask which code each home you like is built to.',
        'Work through this planner in any order. The Budget, Land and Home Aspirations sections ask a few questions; your answers help the people at the home center suggest homes that fit and spot problems early.',
      ),
      action: { label: 'Browse homes', path: '/homes' },
    },
    {
      tag: 'journey-visit-home-center',
      contentType: 'task',
      title: 'Visit the home center',
      summary: 'Walk through model homes in person and bring a list of questions.',
      body: paragraphs(
        'Photos and floor plans only go so far. Walking through homes shows you ceiling heights, how the kitchen flows, how big the bedrooms feel and how the finishes look in daylight. Plan an hour or two, and bring everyone who will live in the home.',
        'Bring your questions. What does the advertised price include, and what is extra? Is delivery and set-up included? Which options are standard on this model? How long is the factory build right now? Who does the site work, and who handles permits? What warranty comes with the home, and who do you call when something needs fixing?',
        'Take photos and notes of the homes you like, including the model name. It is easy to mix them up after seeing several in one afternoon.',
        `Mark this step done once you have been to ${w.center} and walked through at least one home.`,
      ),
      action: { label: 'See homes for sale', path: '/homes' },
    },
    {
      tag: 'journey-choose-floor-plan',
      contentType: 'article',
      title: 'Choose a floor plan that fits your life',
      summary: 'How to read a floor plan and pick a layout you will still like in ten years.',
      body: paragraphs(
        'Start with how you live, not with the number of bedrooms. Who gets up early, who works from home, where do guests sleep, where does the mail, the laundry and the muddy boots land? A layout that matches your daily routine matters more than an extra hundred square feet.',
        'Single-section homes are narrower and usually cost less to buy, move and set up. Multi-section homes, built in two or more sections and joined on site, allow wider rooms, larger kitchens and more layouts, and they often look more like a site-built house.',
        'Look for a split-bedroom plan if you want privacy: the primary suite on one end, the other bedrooms on the other. Check where the laundry sits, how much closet and pantry space there is, and whether your furniture fits the walls between doors and windows.',
        'Think ahead. A walk-in shower, wider hallways and a bedroom near the main living area make a home easier to stay in as you get older. Changing a plan at the factory costs far less than remodeling after move-in.',
      ),
      action: { label: 'See homes for you', path: '/portal/homes-for-you' },
    },
    {
      tag: 'journey-get-prequalified',
      contentType: 'task',
      title: 'Talk to a lender and get pre-qualified',
      summary: 'Know what you can borrow before you choose options.',
      body: paragraphs(
        'A pre-qualification tells you roughly what a lender would finance, based on your income, debts and credit. It takes the guesswork out of shopping and shows the home center you are ready to buy.',
        'Gather recent pay stubs, two years of tax returns or W-2s, bank statements and a list of your monthly debts. If you own the land or plan to buy it, bring what you know about it: the deed, the address, the size.',
        `The type of loan depends on whether the home will be titled with land you own, so settle the land question early. ${w.Center} can introduce lenders who finance factory-built homes every day; you are free to compare them with your own bank or credit union.`,
        'Mark this step done once a lender has told you how much you can borrow.',
      ),
      action: { label: 'Work on your budget', path: '/portal/budget' },
    },
    {
      tag: 'journey-prepare-site',
      contentType: 'article',
      title: 'Get your site ready',
      summary: 'Permits, clearing, utilities and the foundation come before the home arrives.',
      body: paragraphs(
        'A home can only be delivered to a site that is ready for it. Site work usually includes clearing and grading, a driveway firm enough for delivery trucks, the foundation, and bringing water, sewer or septic, and power to the spot where the home will sit.',
        'Permits come first. Your county or city may require a building or placement permit, a septic permit, a driveway or culvert permit and an electrical permit. Some places also charge impact or tap fees for connecting to water and sewer. Ask who pulls each permit and what it costs.',
        'The foundation depends on the home and the loan. Many manufactured homes sit on piers with anchors that tie the home down against wind; a permanent foundation is often required to finance the home and land together. Modular homes sit on a permanent foundation, such as a crawl space or basement, like site-built houses.',
        'Weather, inspections and utility companies set the pace here. Starting site work as soon as financing is approved keeps it from holding up delivery.',
      ),
      action: { label: 'Review your land', path: '/portal/land' },
    },
    {
      tag: 'journey-purchase-agreement',
      contentType: 'task',
      title: 'Review and sign the purchase agreement',
      summary:
        'Make sure the agreement lists the home, every option and every cost before you sign.',
      body: paragraphs(
        'The purchase agreement is the contract for your home. Read all of it, and ask for anything you do not understand to be explained or written more plainly.',
        'Check that it names the exact model and lists every option and upgrade you chose, with prices. It should say what is included beyond the home: delivery, set-up, the foundation, skirting, steps, utility connections and site work, and which of these you arrange yourself.',
        'Look for the total price, the deposit and whether it is refundable, what happens if your financing or a permit falls through, the expected delivery window, and the warranty. Keep a signed copy.',
        'Mark this step done once you have signed an agreement you understand.',
      ),
    },
    {
      tag: 'journey-factory-build',
      contentType: 'article',
      title: 'While your home is built',
      summary: 'What happens at the factory, and what you can do in the meantime.',
      body: paragraphs(
        "Once the agreement is signed and the order placed, the factory schedules your home. Building indoors means no rain on the framing and inspections at each stage of the line. Manufactured homes are checked against the HUD Code; modular homes are inspected under your state's program.",
        "The build itself is quick, but the factory's schedule, your financing and your site decide when it starts and ships. Ask for the expected ship date and stay in touch as it gets close.",
        'Use the wait: finish the site work, set up accounts with the power, water and internet companies, get quotes for homeowners insurance, and plan your move. If you are selling or leaving a rental, line up your dates with the expected delivery, with some room to spare.',
      ),
    },
    {
      tag: 'journey-delivery-setup',
      contentType: 'article',
      title: 'Delivery and set-up',
      summary: 'How the home travels, gets placed on its foundation and is made ready to live in.',
      body: paragraphs(
        'Each section travels on its own wheels or trailer. The route needs room for a wide load: low branches, overhead wires, tight turns, soft ground and steep grades can all get in the way. The installer looks at the site beforehand; clearing a path is easier before delivery day than during it.',
        'Set-up is skilled work. The installer places each section on the foundation, levels it, and anchors it to resist wind. On a multi-section home the sections are joined along the marriage line, then the roof, siding and floors are finished across the seam. Water, sewer, electric and gas are connected, and skirting, steps and any porch or deck go on.',
        'Set-up usually takes days to a couple of weeks, then inspections follow. Many places issue a certificate of occupancy before you may move in. Hold off on moving furniture until the inspector and the installer have finished.',
      ),
    },
    {
      tag: 'journey-walk-through',
      contentType: 'task',
      title: 'Final walk-through and move-in',
      summary:
        'Check every room before you take the keys, and write down anything that needs fixing.',
      body: paragraphs(
        'Walk through the finished home with the home center before you move in. Open and close every door, window and cabinet. Run every faucet and shower, flush every toilet, try every light and outlet, and run the heating and air conditioning. Look at ceilings and walls along the marriage line of a multi-section home.',
        'Write down anything that is not right, such as a sticking door, a drip or a scuff, on a list that you and the home center both sign, with who will fix it and when. Small items after a move are normal; having them in writing makes them easy to settle.',
        'Before the big day: register the warranty, start homeowners insurance, make sure utilities are in your name, and keep the manuals, the warranty and your purchase papers together. Then welcome home.',
        'Mark this step done once you have the keys.',
      ),
    },
  ];
}

function budget(w: Words): PlannerItem[] {
  return [
    {
      tag: 'budget-all-in-costs',
      contentType: 'article',
      title: 'What a home really costs, all in',
      summary:
        'The price of the home is only part of the total: plan for delivery, set-up, the site and more.',
      body: paragraphs(
        'The price on a home is for the home. Getting it onto your land and ready to live in has costs of its own, and they vary widely from one site to another. Ask what the price includes, then budget for the rest.',
        'Costs that often come on top: delivery and set-up; the foundation; site preparation such as clearing, grading and a driveway; utilities, such as a well and septic system on rural land or tap fees in town, plus running power to the home; permits and inspections; skirting, steps, and any porch, deck, carport or garage; and landscaping and gutters.',
        'Then the costs of owning: property taxes, homeowners insurance, lot rent or association dues if the land is in a community, and utility bills. A lender looks at all of these when deciding what you can afford each month.',
        `On raw land, site and utility work can add a large share to the price of the home. ${w.Center} can walk your site and give you a written estimate; keep a cushion of ten percent or so for surprises.`,
      ),
      action: { label: 'Set your budget', path: '/portal/budget' },
    },
    {
      tag: 'budget-amount',
      contentType: 'question',
      title: 'What is your budget?',
      summary: 'Tell us the total you plan to spend, so we can show homes that fit.',
      body: paragraphs(
        'Your budget is the total you are comfortable spending on the home, whether you pay cash, finance it, or both. A rough number is fine; you can change it any time.',
        'If you do not know yet, start from the monthly payment you can handle alongside your other bills, and let a lender turn that into a price.',
      ),
      action: { label: 'Answer on the budget page', path: '/portal/budget' },
    },
    {
      tag: 'budget-loan-types',
      contentType: 'article',
      title: 'Chattel loans and land-home mortgages',
      summary: 'How a factory-built home is financed depends on whether it is titled with land.',
      body: paragraphs(
        'A chattel loan finances the home by itself, as personal property, much like a vehicle loan. It is the usual choice when the home goes on land you rent, such as a lot in a community, or on land you already own that you do not want to borrow against. Closing is often simpler and quicker, but rates are usually higher and terms shorter than a mortgage.',
        'A land-home loan, or real-property mortgage, finances the home and the land together. The home is placed on a permanent foundation and titled as real estate with the land. That opens the door to mortgages much like those for a site-built house, usually with lower rates and longer terms.',
        'Government-backed programs can help, in general terms: FHA-insured loans are available for manufactured homes, with low down payments for qualifying borrowers; VA-guaranteed loans serve eligible veterans, service members and surviving spouses; USDA loans serve eligible rural areas and households within income limits. Each has its own rules about the home, the foundation and the land, so ask a lender which ones fit your plan.',
        'Modular homes are generally financed like site-built homes. Whatever the loan, compare the rate, the fees and the total cost over the life of the loan, not just the monthly payment.',
      ),
    },
    {
      tag: 'budget-funding',
      contentType: 'question',
      title: 'How will you pay for your home?',
      summary: 'Financing, cash, land equity or not sure yet: each leads to a different next step.',
      body: paragraphs(
        'Tell us how you expect to pay: with a loan you are already pre-approved for, with financing you still need to arrange, with cash, or by using land you own as equity. Not sure is a fine answer too.',
        'Land you own free and clear can sometimes count toward the down payment on a land-home loan. A lender can tell you how much it may be worth for that.',
      ),
      action: { label: 'Answer on the budget page', path: '/portal/budget' },
    },
    {
      tag: 'budget-credit-check',
      contentType: 'task',
      title: 'Check your credit before you apply',
      summary: 'Fix mistakes on your credit report early, so they do not cost you a better rate.',
      body: paragraphs(
        'Lenders look at your credit history, your income and how much of that income already goes to debts. A little preparation can mean a better rate.',
        'You can get your credit reports from the three national credit bureaus for free. Read them line by line and dispute anything that is wrong, such as an account that is not yours or a paid debt still showing as owed. Corrections can take a month or more, so do this early.',
        'Until your loan closes, avoid opening new credit cards or taking on a car loan, and keep paying every bill on time. Large unexplained deposits or withdrawals also raise questions, so keep records of where money comes from.',
        'Mark this step done once you have reviewed your credit reports.',
      ),
    },
    {
      tag: 'budget-move-date',
      contentType: 'question',
      title: 'When would you like to move in?',
      summary: 'Your target month helps plan financing, site work and the factory order.',
      body: paragraphs(
        'Pick the month and year you would like to be living in your new home. It does not need to be exact; it helps the home center see what must happen when.',
        'Counting back from your move-in date, leave time for the loan, permits, site work, the factory build, delivery, set-up and inspections. A few months is common, and raw land often needs more.',
      ),
      action: { label: 'Answer on the budget page', path: '/portal/budget' },
    },
  ];
}

function land(w: Words): PlannerItem[] {
  return [
    {
      tag: 'land-has-land',
      contentType: 'question',
      title: 'Do you already have land?',
      summary: 'Own land, family land, or still looking: it shapes your loan and your timeline.',
      body: paragraphs(
        'Tell us whether you already have a place for your home. If you do, a few details about it help the home center check what it allows and what it needs. If you do not, that is common: many buyers find land and a home at the same time.',
      ),
      action: { label: 'Answer on the land page', path: '/portal/land' },
    },
    {
      tag: 'land-checklist',
      contentType: 'article',
      title: 'Before you buy land: a checklist',
      summary:
        'Zoning, restrictions, access, slope, septic and utilities decide what a piece of land can hold.',
      body: paragraphs(
        'Zoning: ask the county or city planning office whether the land allows the home you want. Some areas allow modular homes but not manufactured ones, or set a minimum size, roof pitch or foundation type. Check the setbacks too: how far the home must sit from the road and the property lines.',
        'Deed restrictions and covenants: a subdivision or homeowners association may have rules on home type, size, age and exterior. Read them in the deed and the association documents before you buy, because they can be stricter than zoning.',
        'Access: the land needs legal access from a public road, either frontage or a recorded easement, and a route a delivery truck carrying a wide section can actually travel. Steep, narrow or soft drives may need work first.',
        'Slope, soil and water: a gentle, well-drained site costs less to prepare. Check whether any part of the land is in a flood zone, which can affect where the home may sit, its foundation and its insurance.',
        'Septic and water: without city sewer, you need a septic system, and most places require a perc test of the soil first. Without city water, you need a well. Ask about the cost of both before you buy.',
        'Utilities: find out how far power, and gas or internet if you want them, are from where the home will sit. Running lines a long way can be costly. A survey and a title search round out the list.',
      ),
      action: { label: 'Find land for sale', path: '/land' },
    },
    {
      tag: 'land-location',
      contentType: 'question',
      title: 'Where do you want to live?',
      summary: 'The ZIP code of your land, or of the area you are looking in.',
      body: paragraphs(
        'Give the ZIP code of your land, or of the area where you hope to find some. We use it to show homes and home centers nearby and to keep in mind local rules and delivery distance.',
      ),
      action: { label: 'Answer on the land page', path: '/portal/land' },
    },
    {
      tag: 'land-type',
      contentType: 'question',
      title: 'What kind of land is it?',
      summary:
        'Rural acreage, a subdivision lot, family land or a community lot each bring their own steps.',
      body: paragraphs(
        'Tell us what kind of place the home will go: rural acreage, a lot in a subdivision, land in the family, or a lot in a manufactured-home community.',
        'Each comes with different questions. Acreage often needs a well, septic and a driveway; subdivisions may have covenants; family land may need a survey and a deed in your name before a lender will count it; a community lot has its own rules and lot rent.',
      ),
      action: { label: 'Answer on the land page', path: '/portal/land' },
    },
    {
      tag: 'land-utilities',
      contentType: 'article',
      title: 'Water, septic and power on your land',
      summary: 'What it takes to bring utilities to a home site, and why to ask early.',
      body: paragraphs(
        'In town, the home usually connects to city water and sewer; expect tap or connection fees, and a permit for each connection.',
        'In the country, water usually comes from a well. Drilling costs depend on how deep the water is and the ground it goes through; neighbors and local well drillers can tell you what is typical. Have the water tested before you rely on it.',
        'A septic system treats wastewater on your land. Its size depends on the number of bedrooms, and its design on the soil: a perc test measures how fast the ground absorbs water. Soil that drains poorly may need an engineered system that costs much more, and some sites cannot take one at all, so test before you buy land.',
        'Power: the electric company will quote running a line from the nearest pole to your meter. Long runs, trenching and transformers add up, so ask for the quote early.',
      ),
    },
    {
      tag: 'land-site-visit',
      contentType: 'task',
      title: 'Walk the land with the home center',
      summary: 'Have someone who sets homes look at the site before you commit.',
      body: paragraphs(
        'An experienced eye catches problems that cost money later: a driveway too steep for delivery, trees in the path, a low spot that holds water, or a home site too close to the property line.',
        `Ask ${w.center} to visit the land with you, or share photos and the address. Decide together where the home will sit, which way it will face, where the driveway, well, septic and power lines will go, and what site work it needs.`,
        'Get the estimate for site work in writing, with what it includes. Mark this step done once the site has been looked at.',
      ),
      action: { label: 'Review your land', path: '/portal/land' },
    },
  ];
}

function aspirations(w: Words): PlannerItem[] {
  return [
    {
      tag: 'aspirations-size',
      contentType: 'question',
      title: 'How many bedrooms and bathrooms?',
      summary: 'The size of home you are looking for.',
      body: paragraphs(
        'Tell us how many bedrooms and bathrooms you want. Count a home office or a guest room as a bedroom if it needs a door, and think about who will live with you in five years, not only today.',
      ),
      action: { label: 'Answer on the aspirations page', path: '/portal/my-home-aspirations' },
    },
    {
      tag: 'aspirations-features',
      contentType: 'question',
      title: 'Pick the features you love',
      summary: 'Like at least three features, so we know what matters to you.',
      body: paragraphs(
        'From kitchen islands to walk-in showers and energy-saving windows, like the features you would love in your home. Pick at least three; there is no limit to dreaming.',
        `Your list helps ${w.center} suggest homes and options you will like, and it is a good way to see which features come standard on a model and which are upgrades.`,
      ),
      action: { label: 'Choose features', path: '/portal/my-home-aspirations' },
    },
    {
      tag: 'aspirations-needs-and-wants',
      contentType: 'task',
      title: 'Separate your needs from your wants',
      summary: 'Write two short lists, so your budget goes to what matters most.',
      body: paragraphs(
        'Make two lists. Needs are what the home must have: the number of bedrooms, a bathroom on the main level, room for a wheelchair, a laundry room. Wants are what you would love but could live without: a soaking tub, a fireplace, a kitchen island.',
        'Share both lists with the home center. Many wants are factory options that cost far less to add while the home is built than to remodel later, and some are standard on models you have not seen yet.',
        'Mark this step done once you have both lists.',
      ),
    },
    {
      tag: 'aspirations-reading-floor-plans',
      contentType: 'article',
      title: 'Reading a floor plan like a pro',
      summary: 'Small details on a floor plan make a big difference to daily life.',
      body: paragraphs(
        'Trace a normal day on the plan: from the bedroom to the bathroom, to the kitchen, to the door. Short, direct paths make a home feel easier to live in. Notice how you walk in with groceries and how far the laundry is from the bedrooms.',
        'Look at the kitchen: the sink, the stove and the refrigerator should be close to each other without a walkway cutting through. Count the cabinets and the counter space next to the stove and the sink.',
        'Check the wall space. Windows and doors leave room for furniture only between them; measure your sofa, your bed and your dining table and see where they would go.',
        'Notice which way the home will face on your land. Living areas facing south get winter sun; bedrooms away from the road are quieter. The same plan can feel very different turned around.',
      ),
      action: { label: 'See homes for you', path: '/portal/homes-for-you' },
    },
    {
      tag: 'aspirations-energy',
      contentType: 'article',
      title: 'Energy-smart choices that pay back',
      summary:
        'Insulation, windows and equipment choices lower your bills for as long as you live there.',
      body: paragraphs(
        'A home is cheaper to own when it costs less to heat and cool. Ask about the insulation in the walls, floor and ceiling, the windows, and how well the home is sealed against drafts.',
        'Double-pane windows with a low-emissivity (Low-E) coating keep heat where it belongs. A heat pump heats and cools efficiently in much of the country, and an efficient or tankless water heater trims another steady bill. ENERGY STAR certified homes and appliances meet efficiency standards set by the EPA.',
        'Some efficiency upgrades cost little at the factory and pay for themselves in lower bills within a few years. Ask the home center for the expected yearly energy cost of the homes you are comparing.',
      ),
    },
    {
      tag: 'aspirations-top-home',
      contentType: 'question',
      title: 'Choose your favorite home',
      summary: 'The one home you like most so far.',
      body: paragraphs(
        'Of the homes you have seen, which one do you like best? Choose it as your favorite; you can change your mind as often as you like.',
        'Your favorite tells the home center where to start: they can price it for your land, show you its options and suggest similar homes.',
      ),
      action: { label: 'See homes for you', path: '/portal/homes-for-you' },
    },
  ];
}

const SECTIONS: Record<PlannerSectionName, (w: Words) => PlannerItem[]> = {
  journey,
  budget,
  land,
  aspirations,
};

/** The items of one section of one planner type, in order. */
export function plannerItems(type: PlannerType, section: PlannerSectionName): PlannerItem[] {
  return SECTIONS[section](wordsFor(type));
}
