import { publicConfigSchema } from '@embodied/contracts';
import type { Config } from '../../config';
import { endpointRoute } from '../../http/endpoint-route';
import type { Router } from '../../http/openapi-app';

const publicConfigRoute = endpointRoute('publicConfig', {
  tags: ['System'],
  summary: 'What the sign-in pages need to know (third-party sign-in label, default dataset)',
  responses: {
    200: { description: 'Public configuration', content: { 'application/json': { schema: publicConfigSchema } } },
  },
});

export function registerPublicConfigRoutes(router: Router, config: Config) {
  router.openapi(publicConfigRoute, (c) =>
    c.json({ oidc: config.oidc ? { label: config.oidc.label } : null, defaultDataset: config.defaultDataset }, 200),
  );
}
