import { TriangleAlert } from 'lucide-react';

/** What the server says still keeps the shop from issuing NFC-e. */
export function FiscalWarnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <ul role="alert" className="grid gap-2 rounded-md border border-amber-500 p-4 text-sm">
      {warnings.map((warning) => (
        <li key={warning} className="flex items-center gap-2">
          <TriangleAlert aria-hidden className="size-4 shrink-0 text-amber-600" />
          {warning}
        </li>
      ))}
    </ul>
  );
}
