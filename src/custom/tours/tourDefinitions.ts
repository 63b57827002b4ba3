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
      placement: 'bottom',
      action: 'input',
      requiredPath: NEW_SEARCH,
      title: 'Location',
      content: 'Enter a city, ZIP code, county or state, for example Austin, TX. Location is the only required filter.',
    },
    {
      target: '#filter-status',
      placement: 'bottom',
      action: 'select',
      requiredPath: NEW_SEARCH,
      title: 'Property status',
      content: 'Which listings to include. Active is chosen by default.',
    },
    {
      target: '#filter-investment-potential',
      placement: 'bottom',
      action: 'select',
      requiredPath: NEW_SEARCH,
      title: 'Investment potential',
      content: 'Our rating of each deal. Choose Excellent or High to start with the best ones.',
    },
    {
      target: '#filter-dom',
      placement: 'bottom',
      requiredPath: NEW_SEARCH,
      title: 'Days on market',
      content: 'Limit the search to recent listings, or to listings that have waited long enough for a lower offer.',
    },
    {
      target: '#filter-condition',
      placement: 'bottom',
      requiredPath: NEW_SEARCH,
      title: 'Property condition',
      content: 'From Excellent to Very Poor: pick the rehab level you are ready for.',
    },
    {
      target: '#filter-price-range',
      placement: 'bottom',
      requiredPath: NEW_SEARCH,
      title: 'Price range',
      content: 'Optional: a minimum and a maximum list price.',
    },
    {
      target: '#filter-value-gap',
      placement: 'bottom',
      requiredPath: NEW_SEARCH,
      title: 'Value gap and LP/ARV',
      content:
        'Value gap: how far the after-repair value (ARV) is above the list price. LP/ARV: the list price as a share of the ARV (70% or less is a classic rule).',
    },
    {
      target: '#apply-filters',
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

export const TOURS: Record<TourId, TourDefinition> = { welcome: WELCOME_TOUR, 'first-list': FIRST_LIST_TOUR };
export const TOUR_LIST: TourDefinition[] = [WELCOME_TOUR, FIRST_LIST_TOUR];
export const isTourId = (value: unknown): value is TourId => typeof value === 'string' && value in TOURS;
