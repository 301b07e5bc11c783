// The auth module's public face (modules/README.md): other modules and app.ts import only this.
export { authModule } from './auth.plugin';
export type { AuthPorts, ShopSummary } from './auth-ports';
export { createAuth, type Auth } from './auth';
export { switchAuthContextsOffWhenIdle } from './auth-contexts-when-idle';
export { countUsers, createAccount, getProfile, getRoles } from './auth.service';
export { generateDemoAdmin, rememberDemoAdmin } from './demo-admin';
export { createMailer, type Mail, type Mailer } from './mailer';
export { linkOldestUnlinkedAdmin, oldestLinkedAccounts } from './users.service';
export {
  approvalOnTheSpot,
  approverInvalidMessage,
  type ApprovalWording,
  type Approver,
} from './admin-approval.service';
export { terminalOfSession } from './terminal.service';
export { sessionCookieOf, sessionPersonOf } from './session-lookup';
export {
  createSessionCache,
  sessionCacheMaxAgeMs,
  sessionsTopic,
  type SessionCache,
} from './session-cache';
