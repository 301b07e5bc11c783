import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { applyBrazilianZodMessages, type HostConfig, type StaffAction } from '@comanda/shared';
import { publicUrlOf, trustProxyOption, type Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { configuredOrStoredSecret } from './lib/data-secret';
import { createDomainEvents, type DomainEvents } from './lib/domain-events';
import { QuietSuccessLog } from './lib/request-log';
import { storagesOf, type Storages } from './lib/object-storage';
import { createSecretBox, type SecretBox } from './lib/secret-box';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { originCheckPlugin } from './plugins/origin-check';
import { pathNormalisationPlugin } from './plugins/path-normalisation';
import { realtimePlugin } from './plugins/realtime';
import { securityHeadersOptions, securityHeadersPlugin } from './plugins/security-headers';
import { tenancyPlugin } from './plugins/tenancy';
import { webAppPlugin } from './plugins/web-app';
import { auditModule } from './modules/audit';
import { authModule, createMailer, type Mailer } from './modules/auth';
import { backupModule } from './modules/backup';
import { cashRegisterModule, refundCanceledCounterSale } from './modules/cash-register';
import {
  catalogModule,
  installMenuFastPath,
  isCatalogImage,
  menuCachePlugin,
} from './modules/catalog';
import {
  establishmentsModule,
  findEstablishmentSummary,
  isShopImage,
} from './modules/establishments';
import {
  cancelReceivablesOfCanceledOrder,
  financeModule,
  payablesOfRecordedPurchase,
} from './modules/finance';
import { findFiscalSettings, fiscalModule, isFiscalEnabled } from './modules/fiscal';
import { healthModule } from './modules/health';
import { createWaitEstimates, ordersModule, pairedKioskOf } from './modules/orders';
import { paymentsModule } from './modules/payments';
import {
  cancelNoteOfCanceledOrder,
  fiscalEmissionModule,
  payerNotesCancelRefusal,
} from './modules/fiscal';
import { ifoodAppCredentials, isSignupOpen, platformModule } from './modules/platform';
import { marketplaceCancelRefusal, marketplacesModule } from './modules/marketplaces';
import { onlineMenuModule } from './modules/online-menu';
import { printingModule } from './modules/printing';
import {
  refuseSoldOutLines,
  refuseSoldOutOrder,
  returnStockOfCanceledOrder,
  stockModule,
} from './modules/stock';
import { suppliersModule } from './modules/suppliers';
import { findActiveTable, tablesModule } from './modules/tables';
import { reserveReadyMessage, whatsappModule } from './modules/whatsapp';
import { reportsModule } from './modules/reports';
import { publicEstablishment, tenancyModule } from './modules/tenancy';
import { uploadsModule, type ImageUsagePort } from './modules/uploads';
import { paidOrderPipeline, paidOrderWorkflow } from './workflows/paid-order.workflow';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    /** Seals establishment secrets (Mercado Pago tokens) stored in the database. */
    secretBox: SecretBox;
    /** Uploaded images and daily backups: the local disk, or a bucket (issue 37). */
    storage: Storages;
    /** Domain events published inside writing transactions; subscribers are wired below. */
    domainEvents: DomainEvents;
    /**
     * Every route registered, with the staff action it declared (decision 051), for tests that
     * must cover each endpoint (guards, secrets, the staff matrix).
     */
    routeList: { method: string; url: string; action?: StaffAction }[];
    /** The time the business rules read (business hours); tests set their own `now`. */
    clock: { now: () => Date };
  }
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Defaults to apps/web/dist; tests pass their own folder or null. */
  webDistDir?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Tests read the emails the app sends. */
  mailer?: Mailer;
  /** Defaults to the local disk or S3_BUCKET's bucket, as configured. */
  storage?: Storages;
}

// apps/server/src/app.ts and apps/server/dist/main.js sit at the same depth below apps/.
const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function hostConfigOf(config: Config): HostConfig {
  return { appDomain: config.APP_DOMAIN, devHostPatterns: config.DEV_HOST_PATTERNS };
}

/**
 * Who reacts to what (decision 012). Each subscriber runs inside the publisher's transaction;
 * one that throws rolls the publisher's write back. Stock, cash register and finance will
 * subscribe here the same way.
 */
function subscribedDomainEvents(app: FastifyInstance): DomainEvents {
  const events = createDomainEvents();
  const ledger = { realtime: app.realtime };
  events.subscribe('order.placing', refuseSoldOutLines());
  // Between placing and paying another kiosk may have taken the last units: asked again.
  events.subscribe('order.payment_requested', refuseSoldOutOrder());
  // Stock, counter sale, kitchen, prints, receivables, NFC-e: one workflow, its steps in order
  // in workflows/paid-order.workflow.ts (decision 035).
  const paidOrder = paidOrderPipeline({
    realtime: app.realtime,
    events,
    fiscalPorts: () => app.fiscalEmission.ports,
  });
  events.subscribe('order.paid', paidOrderWorkflow(paidOrder));
  events.subscribe('order.canceled', returnStockOfCanceledOrder(ledger));
  events.subscribe('order.canceled', refundCanceledCounterSale());
  events.subscribe('order.canceled', cancelReceivablesOfCanceledOrder());
  // Its NFC-e's cancel is asked with the order's; the event goes to the SEFAZ after commit.
  events.subscribe(
    'order.canceled',
    cancelNoteOfCanceledOrder(() => app.fiscalEmission.ports),
  );
  events.subscribe('purchase.recorded', payablesOfRecordedPurchase());
  // An order ready: its WhatsApp "pedido pronto", sent after commit (decision 072).
  events.subscribe('order.stage_changed', reserveReadyMessage());
  return events;
}

/** Lists every route with its staff action (plugins/staff-matrix.test.ts walks the list). */
function recordRoutes(app: FastifyInstance) {
  const routeList: FastifyInstance['routeList'] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeList.push({ method, url: route.url, action: route.config?.action });
    }
  });
}

/** Security headers, compression and the OpenAPI docs at /api/docs. */
async function registerHttpPlugins(app: FastifyInstance) {
  await app.register(securityHeadersPlugin, securityHeadersOptions);
  // API answers above 1 KB, and index.html; static files are precompressed at build.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(swagger, {
    openapi: { info: { title: 'Comanda API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/** The feature modules, each tier after the ones it asks (decision 037). */
async function registerModules(
  app: FastifyInstance,
  fiscalStatus: { isFiscalEnabled: typeof isFiscalEnabled },
) {
  await app.register(menuCachePlugin);
  await app.register(healthModule);
  // Which kiosk is paired (orders' device tokens), asked by the kiosk's limits in any module.
  app.decorateRequest('pairedKiosk', function (this: FastifyRequest, establishmentId: string) {
    return pairedKioskOf(this, establishmentId);
  });
  await app.register(tenancyModule, fiscalStatus);
  await app.register(authModule, { findEstablishmentSummary });
  await app.register(auditModule);
  const imageUsage: ImageUsagePort = {
    isImageInUse: async (db, url) => (await isShopImage(db, url)) || isCatalogImage(db, url),
  };
  await app.register(establishmentsModule, { ...fiscalStatus, ...imageUsage });
  await app.register(platformModule);
  await app.register(catalogModule);
  await app.register(tablesModule);
  await app.register(whatsappModule);
  // The wait estimates (decision 065), one cache: the kiosk's, PDV's and online menu's answers,
  // the status page's, and busy mode's input.
  const estimates = createWaitEstimates(app.db, { clock: app.clock, realtime: app.realtime });
  app.addHook('onClose', async () => estimates.close());
  await app.register(ordersModule, { ...fiscalStatus, estimates });
  // A marketplace's order is canceled through its platform, not by staff's plain cancel.
  await app.register(paymentsModule, {
    // An order on a payer's NFC-e past its cancel window stays sold (decision 089).
    cancelRefusal: async (establishmentId: string, orderId: string) =>
      (await marketplaceCancelRefusal(app.db, establishmentId, orderId)) ??
      payerNotesCancelRefusal(app.db, establishmentId, orderId),
  });
  await app.register(fiscalEmissionModule);
  await app.register(printingModule);
  await app.register(stockModule);
  await app.register(suppliersModule);
  await app.register(cashRegisterModule);
  await app.register(reportsModule);
  await app.register(financeModule);
  await app.register(fiscalModule);
  await app.register(marketplacesModule, {
    ifoodAppCredentials,
    waitMinutes: (establishmentId) => estimates.minutes(establishmentId),
    issuerOf: (establishmentId) => findFiscalSettings(app.db, establishmentId),
  });
  await app.register(onlineMenuModule, { ...fiscalStatus, findActiveTable, estimates });
  await app.register(backupModule);
  // Registers @fastify/multipart (5 MB per file) for its own routes only.
  await app.register(uploadsModule);
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  applyBrazilianZodMessages();

  const app = Fastify({
    logger: deps.logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    logController: new QuietSuccessLog(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  recordRoutes(app);
  app.decorate('config', config);
  app.decorate('clock', { now: () => new Date() });
  app.decorate('database', database);
  const storage = deps.storage ?? storagesOf(config);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());
  app.decorate('db', database.db);
  app.decorate(
    'secretBox',
    createSecretBox(configuredOrStoredSecret(config.SECRETS_KEY, config.DATA_DIR, 'secrets-key')),
  );

  await app.register(errorsPlugin);
  await app.register(pathNormalisationPlugin);
  await app.register(inputGuardPlugin);
  await app.register(realtimePlugin);
  app.decorate('domainEvents', subscribedDomainEvents(app));
  await registerHttpPlugins(app);

  const hostConfig = hostConfigOf(config);
  await app.register(tenancyPlugin, { hostConfig });
  await app.register(originCheckPlugin);
  await app.register(authPlugin, {
    baseURL: publicUrlOf(config),
    secret: configuredOrStoredSecret(config.AUTH_SECRET, config.DATA_DIR, 'auth-secret'),
    superAdminEmail: config.SUPER_ADMIN_EMAIL,
    mailer:
      deps.mailer ??
      createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log }),
    hostConfig,
    isSignUpOpen: () => isSignupOpen(app.db),
  });

  // Ports (decision 037): what a lower tier asks of a higher one, answered here.
  const fiscalStatus = { isFiscalEnabled };
  await registerModules(app, fiscalStatus);
  // The kiosk's menu read answered in front of Fastify, as Fastify answered it (decision 081).
  app.decorate('menuFastPath', installMenuFastPath(app, { hostConfig, tenants: app.tenantCache }));

  await app.register(webAppPlugin, {
    webDistDir: deps.webDistDir === undefined ? defaultWebDistDir : deps.webDistDir,
    uploads: storage.uploads,
    hostConfig,
    publicEstablishment: (establishment) =>
      publicEstablishment(app.db, fiscalStatus, establishment),
  });

  return app;
}
