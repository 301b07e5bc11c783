import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { featureBoundaries } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const features = path.resolve(import.meta.dirname, '../../apps/web/src/features');
const kioskFile = path.join(features, 'kiosk/routes/welcome.tsx');
const deepKioskFile = path.join(features, 'kiosk/components/cart/line.tsx');

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
    ],
  },
);
