// The reports module's public face (modules/README.md).
export { reportsModule } from './reports.plugin';
