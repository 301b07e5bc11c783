import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { moduleBoundaries } from './module-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const modules = path.resolve(import.meta.dirname, '../../apps/server/src/modules');
const reportsService = path.join(modules, 'platform/platform-reports.service.ts');
const reportsTest = path.join(modules, 'platform/platform.routes.test.ts');
const printingHelper = path.join(modules, 'printing/test/fixtures.ts');
const paymentsTables = path.join(modules, 'payments/payments.tables.ts');
const providerFile = path.join(modules, 'payments/providers/static-pix.ts');
const authService = path.join(modules, 'auth/auth.service.ts');
const ordersRoutes = path.join(modules, 'orders/orders.routes.ts');
const src = path.join(modules, '..');

// The TypeScript parser: module files use `import type`.
new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
}).run('module-boundaries', moduleBoundaries, {
  valid: [
    { filename: reportsService, code: "import { findSoldOrder } from '../orders';" },
    { filename: reportsService, code: "import { findSoldOrder } from '../orders/index';" },
    { filename: reportsService, code: "import { x } from './platform-settings.service';" },
    { filename: reportsService, code: "import { platformSettings } from './platform.tables';" },
    { filename: reportsService, code: "import { AppError } from '../../lib/app-error';" },
    { filename: reportsService, code: "import type { Database } from '../../db/client';" },
    { filename: reportsService, code: "import { and } from 'drizzle-orm';" },
    {
      filename: providerFile,
      code: "import type { PaymentSettings } from '../../establishments';",
    },
    // Foreign keys: a tables file may reference another module's table.
    { filename: paymentsTables, code: "import { orders } from '../orders/orders.tables';" },
    // Tests and test helpers seed rows through drizzle-kit's aggregate.
    { filename: reportsTest, code: "import { orders } from '../../db/schema';" },
    { filename: printingHelper, code: "import { orders } from '../../../db/schema';" },
    // Tiers (decision 037): same tier or lower.
    { filename: ordersRoutes, code: "import { kioskMenu } from '../catalog';" },
    { filename: reportsService, code: "import { x } from '../cash-register';" },
    { filename: authService, code: "import type { Establishment } from '../tenancy';" },
    { filename: authService, code: "import type { Realtime } from '../../lib/realtime';" },
    {
      filename: paymentsTables,
      code: "import { x } from '../establishments/establishments.tables';",
    },
    // The composition imports any module's face; drizzle-kit's aggregate gathers the tables.
    {
      filename: path.join(src, 'app.ts'),
      code: "import { reportsModule } from './modules/reports';",
    },
    {
      filename: path.join(src, 'workflows/paid-order.ts'),
      code: "import { x } from '../modules/fiscal';",
    },
    {
      filename: path.join(src, 'seed/seed.ts'),
      code: "import { createAccount } from '../modules/auth';",
    },
    {
      filename: path.join(src, 'plugins/auth.ts'),
      code: "import { createAuth } from '../modules/auth';",
    },
    {
      filename: path.join(src, 'db/schema.ts'),
      code: "export * from '../modules/orders/orders.tables';",
    },
    // Tests seed and read what they check.
    {
      filename: path.join(src, 'db/query-plans.test.ts'),
      code: "import { x } from '../modules/catalog/menu.service';",
    },
    {
      filename: path.join(src, 'test/setup.ts'),
      code: "import { x } from '../modules/auth/password';",
    },
  ],
  invalid: [
    {
      filename: ordersRoutes,
      code: "import { isFiscalEnabled } from '../fiscal';",
      errors: [{ messageId: 'higherTier' }],
    },
    {
      filename: path.join(modules, 'catalog/catalog.tables.ts'),
      code: "import { orders } from '../orders/orders.tables';",
      errors: [{ messageId: 'higherTier' }],
    },
    {
      filename: path.join(modules, 'catalog/menu.routes.test.ts'),
      code: "const m = await import('../printing');",
      errors: [{ messageId: 'higherTier' }],
    },
    {
      filename: path.join(modules, 'kitchen/kitchen.service.ts'),
      code: "import { x } from './kitchen.tables';",
      errors: [{ messageId: 'unknownTier' }],
    },
    {
      filename: ordersRoutes,
      code: "import type { Realtime } from '../../plugins/realtime';",
      errors: [{ messageId: 'plugins' }],
    },
    {
      filename: path.join(src, 'db/tenant-column.ts'),
      code: "import { establishments } from '../modules/establishments/establishments.tables';",
      errors: [{ messageId: 'sharedImportsModule' }],
    },
    {
      filename: path.join(src, 'db/seed/seed.ts'),
      code: "import { createAccount } from '../../modules/auth';",
      errors: [{ messageId: 'sharedImportsModule' }],
    },
    {
      filename: path.join(src, 'lib/realtime.ts'),
      code: "import type { Order } from '../modules/orders';",
      errors: [{ messageId: 'sharedImportsModule' }],
    },
    {
      filename: path.join(src, 'seed/seed.ts'),
      code: "import { createAccount } from '../modules/auth/auth.service';",
      errors: [{ messageId: 'face' }],
    },
    {
      filename: reportsService,
      code: "import { businessDateOf } from '../orders/orders.service';",
      errors: [{ messageId: 'crossModule' }],
    },
    {
      filename: providerFile,
      code: "import type { PaymentSettings } from '../../establishments/establishments.service';",
      errors: [{ messageId: 'crossModule' }],
    },
    {
      filename: reportsService,
      code: "import { orders } from '../orders/orders.tables';",
      errors: [{ messageId: 'foreignTables' }],
    },
    {
      filename: reportsTest,
      code: "import { orders } from '../orders/orders.tables';",
      errors: [{ messageId: 'foreignTables' }],
    },
    {
      filename: reportsService,
      code: "import { orders } from '../../db/schema';",
      errors: [{ messageId: 'schema' }],
    },
    {
      filename: reportsService,
      code: "export * from '../printing/print-jobs.service';",
      errors: [{ messageId: 'crossModule' }],
    },
    {
      filename: reportsService,
      code: "const m = await import('../printing/receipt');",
      errors: [{ messageId: 'crossModule' }],
    },
    {
      filename: reportsTest,
      code: "import { printPaidOrder } from '../printing/printing.subscribers';",
      errors: [{ messageId: 'crossModule' }],
    },
  ],
});
