// The audit module's public face (modules/README.md): other modules and app.ts import only this.
export { auditRoutes as auditModule } from './audit.routes';
export {
  changedFields,
  recordAudit,
  saveIntegration,
  type AuditPerson,
  type AuditRecord,
  type Auditor,
} from './audit.service';
export { auditorOf } from './auditor';
