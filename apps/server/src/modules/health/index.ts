// The health module's public face (modules/README.md).
export { healthRoutes as healthModule } from './health.routes';
