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
    // Files outside the modules are not this rule's business.
    {
      filename: path.join(modules, '../app.ts'),
      code: "import { x } from './modules/orders/orders.service';",
    },
  ],
  invalid: [
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
