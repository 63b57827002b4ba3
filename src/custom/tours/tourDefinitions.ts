import type { TourDefinition, TourId } from './tourTypes.ts';

const NEW_SEARCH = '/products/lists/new-search';

/** Spec section 2 'Welcome tour (6 steps)'. */
export const WELCOME_TOUR: TourDefinition = {
  id: 'welcome',
  name: 'Welcome tour',
  description: 'The portal in six steps',
  elementWaitMs: 1000,
  navigationTimeoutMs: 1000,
  opensSidebar: true,
  steps: [
    {
      target: 'body',
      placement: 'center',
      title: 'Welcome to PropScout',
      content: "Welcome! Let's take a quick tour of the portal: where your lists, reports, usage and integrations live.",
    },
    {
      target: '#menu-section-lists',
      placement: 'right',
      needsSidebar: true,
      title: 'Property lists',
      content: 'Search investment properties, keep saved searches and properties, and run your contacts, groups and automated emails.',
    },
    {
      target: '#menu-section-reports',
      placement: 'right',
      needsSidebar: true,
      title: 'Full property reports',
      content: 'Generate a full AI property report for any address and find your past reports.',
    },
    {
      target: '#menu-section-usage',
      placement: 'right',
      needsSidebar: true,
      title: 'Usage',
      content: 'Your subscription, the credits you have used and the files you have downloaded.',
    },
    {
      target: '#menu-section-integrations',
      placement: 'right',
      needsSidebar: true,
      title: 'Integrations',
      content: 'API keys and the developer API, to use PropScout data in your own tools.',
    },
    {
      target: '#new-list-button',
      placement: 'bottom',
      requiredPath: NEW_SEARCH,
      title: "You're all set",
      content: "You're all set! Start your first list with 'New List'.",
    },
  ],
};

/** Spec section 2 'First-list tour (11 steps)'. */
export const FIRST_LIST_TOUR: TourDefinition = {
  id: 'first-list',
  name: 'Create your first list',
  description: 'A search step by step, from location to saved search',
  elementWaitMs: 10_000,
  navigationTimeoutMs: 5000,
  steps: [
    {
      target: '#new-list-button',
      placement: 'bottom',
      action: 'click',
      requiredPath: NEW_SEARCH,
      title: 'Start a new list',
      content: "Click '+ New List' to start a fresh search.",
    },
    {
      target: '#filter-location',
      inFilterSheet: true,
      placement: 'bottom',
      action: 'input',
      requiredPath: NEW_SEARCH,
      title: 'Location',
      content: 'Enter a city, ZIP code, county or state, for example Austin, TX. Location is the only required filter.',
    },
    {
      target: '#filter-status',
      inFilterSheet: true,
      placement: 'bottom',
      action: 'select',
      requiredPath: NEW_SEARCH,
      title: 'Property status',
      content: 'Which listings to include. Active is chosen by default.',
    },
    {
      target: '#filter-investment-potential',
      inFilterSheet: true,
      placement: 'bottom',
      action: 'select',
      requiredPath: NEW_SEARCH,
      title: 'Investment potential',
      content: 'Our rating of each deal. Choose Excellent or High to start with the best ones.',
    },
    {
      target: '#filter-dom',
      inFilterSheet: true,
      placement: 'bottom',
      requiredPath: NEW_SEARCH,
      title: 'Days on market',
      content: 'Limit the search to recent listings, or to listings that have waited long enough for a lower offer.',
    },
    {
      target: '#filter-condition',
      inFilterSheet: true,
      placement: 'bottom',
      requiredPath: NEW_SEARCH,
      title: 'Property condition',
      content: 'From Excellent to Very Poor: pick the rehab level you are ready for.',
    },
    {
      target: '#filter-price-range',
      inFilterSheet: true,
      placement: 'bottom',
      requiredPath: NEW_SEARCH,
      title: 'Price range',
      content: 'Optional: a minimum and a maximum list price.',
    },
    {
      target: '#filter-value-gap',
      inFilterSheet: true,
      placement: 'bottom',
      requiredPath: NEW_SEARCH,
      title: 'Value gap and LP/ARV',
      content:
        'Value gap: how far the after-repair value (ARV) is above the list price. LP/ARV: the list price as a share of the ARV (70% or less is a classic rule).',
    },
    {
      target: '#apply-filters',
      inFilterSheet: true,
      placement: 'top',
      action: 'click',
      requiredPath: NEW_SEARCH,
      title: 'Apply filters',
      content: 'Click Apply filters to see the matching properties as a list and on a map.',
    },
    {
      target: '#save-search',
      placement: 'top',
      requiredPath: NEW_SEARCH,
      title: 'Save search',
      content: 'Save the search to re-run it later or to send its new results to your contacts as automated email alerts.',
    },
    {
      target: 'body',
      placement: 'center',
      title: 'Your first list',
      content: "That's it! You don't need every filter: a location alone is a search, the others only narrow it down.",
    },
  ],
};

/** The first search result's row, and one of its cells by column id (src/shared/search/resultColumns.tsx). */
const FIRST_RESULT = 'table[aria-label="Search results"] tbody tr:first-of-type';
const firstResultCell = (column: string) => `${FIRST_RESULT} [data-column="${column}"]`;

/**
 * Beside the spec's two: what an investor must understand before trusting a result: ARV, value gap, LP/ARV, the
 * potential rating, what costs a credit, the map, then the same figures explained on the property page.
 */
export const READING_A_DEAL_TOUR: TourDefinition = {
  id: 'reading-a-deal',
  name: 'Reading a deal',
  description: 'ARV, value gap, LP/ARV and potential, on a result and its property page',
  elementWaitMs: 10_000,
  navigationTimeoutMs: 5000,
  steps: [
    {
      target: '#filter-location',
      inFilterSheet: true,
      placement: 'bottom',
      action: 'input',
      requiredPath: NEW_SEARCH,
      title: 'Reading a deal',
      content:
        'This tour reads a search result with you. Start from a place: a city, ZIP code, county or state (Austin, TX has demo listings). Results already showing? Press Next.',
    },
    {
      target: '#apply-filters',
      inFilterSheet: true,
      placement: 'top',
      requiredPath: NEW_SEARCH,
      waitFor: FIRST_RESULT,
      waitHint: 'Apply the filters: Next turns on once results show.',
      title: 'Results to read',
      content:
        'Apply the filters to list the matching properties, best investment potential first. A search shows its credit cost before you run it.',
    },
    {
      target: firstResultCell('arv'),
      inScrollingBox: true,
      placement: 'bottom',
      requiredPath: NEW_SEARCH,
      title: 'ARV: after-repair value',
      content:
        'What the house should sell for once renovated: the median of nearby renovated homes that sold in the last year, adjusted to this one’s size and age.',
    },
    {
      target: firstResultCell('value_gap'),
      inScrollingBox: true,
      placement: 'bottom',
      requiredPath: NEW_SEARCH,
      title: 'Value gap',
      content: 'ARV minus the list price, as a share of the ARV and in dollars: the room left for repairs, costs and profit.',
    },
    {
      target: firstResultCell('lp_arv'),
      inScrollingBox: true,
      placement: 'bottom',
      requiredPath: NEW_SEARCH,
      title: 'LP/ARV',
      content: 'The list price as a percent of the ARV. The classic 70% rule: pay at most 70% of the ARV, before repairs.',
    },
    {
      target: firstResultCell('investment_potential'),
      inScrollingBox: true,
      placement: 'bottom',
      requiredPath: NEW_SEARCH,
      title: 'Investment potential',
      content:
        'Our rating, from Low to Excellent: points for the value gap, LP/ARV, condition, days on market and rent yield. The property page shows each point.',
    },
    {
      target: '#app-credit-balance',
      placement: 'bottom',
      requiredPath: NEW_SEARCH,
      title: 'What costs a credit',
      content:
        'Searches, downloads and full reports spend credits; each shows its price and your balance after it before you confirm. Counting matches, the map and property pages are free.',
    },
    {
      target: '[aria-label="Results view"]',
      placement: 'bottom',
      requiredPath: NEW_SEARCH,
      title: 'The map',
      content: 'Show the results on a map, or both side by side. On the map, draw an area to search inside it.',
    },
    {
      target: `${FIRST_RESULT} a[href^="/products/properties/"]`,
      inScrollingBox: true,
      placement: 'bottom',
      action: 'click',
      requiredPath: NEW_SEARCH,
      title: 'Open the property',
      content: 'Click the address to open the property page.',
    },
    {
      target: 'section[aria-label="Facts"]',
      placement: 'top',
      title: 'The same figures, in full',
      content:
        'ARV with its confidence, value gap, LP/ARV, the rehab and rent estimates: the figures the full report starts from, computed once for this house.',
    },
    {
      target: 'section[aria-label="Why it is rated this way"]',
      placement: 'top',
      title: 'Why it is rated this way',
      content: 'Each factor of the rating with its points, so you can judge the deal yourself rather than trust a label.',
    },
    {
      target: 'section[aria-label="Photos"] a[href^="/report?"]',
      placement: 'top',
      title: 'Go deeper: the full report',
      content:
        'Comparable sales with their adjustments, flip, rental, BRRRR and auction analyses you can adjust. It costs credits: the report page shows the price before you generate it.',
    },
  ],
};

export const TOURS: Record<TourId, TourDefinition> = {
  welcome: WELCOME_TOUR,
  'first-list': FIRST_LIST_TOUR,
  'reading-a-deal': READING_A_DEAL_TOUR,
};
export const TOUR_LIST: TourDefinition[] = [WELCOME_TOUR, FIRST_LIST_TOUR, READING_A_DEAL_TOUR];
export const isTourId = (value: unknown): value is TourId => typeof value === 'string' && value in TOURS;
