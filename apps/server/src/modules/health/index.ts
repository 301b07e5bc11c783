// The health module's public face (modules/README.md).
export { healthModule } from './health.plugin';
