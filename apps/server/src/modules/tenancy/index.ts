// The tenancy module's public face (modules/README.md).
export { tenancyRoutes as tenancyModule } from './tenancy.routes';
export { publicEstablishment, resolveTenant } from './tenancy.service';
export { createTenantCache, tenantsTopic, type TenantCache } from './tenant-cache';
