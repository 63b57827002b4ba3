import { lazyPage } from '../../lib/lazyPage.tsx';
import type { CustomFeature } from '../../shared/featureRoutes.ts';

/** The website widget, the developer API's pages, the website audit and outbound webhooks; the API keys are a resource (src/resources/keys). */
export default {
  routes: [
    {
      path: '/products/integrations/full-report',
      title: 'Website widget',
      page: lazyPage('integrations-widget', () => import('./WidgetPage.tsx')),
    },
    {
      path: '/products/integrations/apis',
      title: 'Developer API',
      page: lazyPage('integrations-apis', () => import('./EndpointsPage.tsx')),
    },
    {
      path: '/products/integrations/apis/documentation/:id',
      title: 'API documentation',
      page: lazyPage('integrations-api-doc', () => import('./EndpointDocPage.tsx')),
    },
    { path: '/websites/audit/report', title: 'Website audit', page: lazyPage('website-audit', () => import('./AuditPage.tsx')) },
    {
      path: '/products/integrations/webhooks',
      title: 'Webhooks',
      page: lazyPage('integrations-webhooks', () => import('./WebhooksPage.tsx')),
    },
  ],
} satisfies CustomFeature;
