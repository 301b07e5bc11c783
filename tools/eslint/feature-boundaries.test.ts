import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { featureBoundaries } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const features = path.resolve(import.meta.dirname, '../../apps/web/src/features');
const kioskFile = path.join(features, 'kiosk/routes/welcome.tsx');
const deepKioskFile = path.join(features, 'kiosk/components/cart/line.tsx');
const printersScreen = path.join(features, 'admin/modules/printing/routes/printers.tsx');
const printerList = path.join(features, 'admin/modules/printing/components/printer-list.tsx');
const usersScreen = path.join(features, 'superadmin/modules/users/routes/users.tsx');

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run(
  'feature-boundaries',
  featureBoundaries,
  {
    valid: [
      { filename: kioskFile, code: "import { x } from '../api/get-menu';" },
      { filename: kioskFile, code: "import { x } from '@/features/kiosk/api/get-menu';" },
      { filename: kioskFile, code: "import { Button } from '@/components/ui/button';" },
      { filename: kioskFile, code: "import { apiFetch } from '../../../lib/api-client';" },
      { filename: deepKioskFile, code: "import { x } from '../../hooks/use-cart';" },
      { filename: kioskFile, code: "import { z } from 'zod';" },
      {
        filename: path.join(features, '../app/routes.tsx'),
        code: "import('@/features/admin/routes/x');",
      },
      // Inside its own module, and the panel's shared files, a module may import freely.
      { filename: printersScreen, code: "import { x } from '../components/printer-list';" },
      {
        filename: printerList,
        code: "import { x } from '@/features/admin/modules/printing/api/x';",
      },
      { filename: printersScreen, code: "import { adminPaths } from '../../../admin-paths';" },
      { filename: usersScreen, code: "import { x } from '@/features/superadmin/api/query-keys';" },
      {
        filename: printerList,
        code: "import { ConfirmDialog } from '@/components/confirm-dialog';",
      },
      // The panel's router composes its modules.
      {
        filename: path.join(features, 'admin/admin-routes.ts'),
        code: "const m = import('./modules/catalog/routes/products');",
      },
    ],
    invalid: [
      {
        filename: kioskFile,
        code: "import { x } from '@/features/tenancy/api/get-current-establishment';",
        errors: [{ messageId: 'crossFeature' }],
      },
      {
        filename: kioskFile,
        code: "import { x } from '../../admin/routes/dashboard';",
        errors: [{ messageId: 'crossFeature' }],
      },
      {
        filename: kioskFile,
        code: "export * from '@/features/admin';",
        errors: [{ messageId: 'crossFeature' }],
      },
      {
        filename: kioskFile,
        code: "const m = import('@/features/admin/routes/dashboard');",
        errors: [{ messageId: 'crossFeature' }],
      },
      {
        filename: kioskFile,
        code: "import { router } from '@/app/router';",
        errors: [{ messageId: 'appLayer' }],
      },
      // ADR 013: an admin module never imports another admin module (printers once borrowed
      // catalog's dialogs and form errors).
      {
        filename: printerList,
        code: "import { x } from '../../catalog/components/confirm-delete-dialog';",
        errors: [{ messageId: 'crossModule' }],
      },
      {
        filename: printersScreen,
        code: "import { x } from '@/features/admin/modules/catalog/utils/form-errors';",
        errors: [{ messageId: 'crossModule' }],
      },
      {
        filename: printersScreen,
        code: "const m = import('@/features/admin/modules/orders/routes/orders');",
        errors: [{ messageId: 'crossModule' }],
      },
      {
        filename: path.join(features, 'admin/modules/products.tsx'),
        code: "import { x } from './catalog/api/list-products';",
        errors: [{ messageId: 'crossModule' }],
      },
      {
        filename: usersScreen,
        code: "import { x } from '../../establishments/api/get-establishment';",
        errors: [{ messageId: 'crossModule' }],
      },
      // A module of one panel importing a module of the other is still a cross-feature import.
      {
        filename: usersScreen,
        code: "import { x } from '@/features/admin/modules/catalog/api/list-products';",
        errors: [{ messageId: 'crossFeature' }],
      },
    ],
  },
);
