import { formatCents } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import type { TabLineView } from '../utils/tab';

/**
 * The tab's unpaid lines, each with a box per part (issue #35, decision 085): a line ticked in
 * several parts is divided equally among them.
 */
export function TabItemsAssignment({
  lines,
  parts,
  assigned,
  onToggle,
}: {
  lines: readonly TabLineView[];
  parts: number;
  assigned: Record<string, number[]>;
  onToggle: (lineId: string, part: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium">{t('pdv.tabs.itemsLegend')}</legend>
      <ul className="grid gap-2">
        {lines.map((line) => (
          <li key={line.id} className="grid gap-1 rounded-md border p-2" data-testid="pdv-tab-line">
            <span className="flex justify-between gap-2 text-sm">
              <span>
                {t('pdv.tabs.line', {
                  quantity: line.quantity,
                  name: line.name,
                  number: line.orderNumber,
                })}
              </span>
              <span className="tabular-nums">{formatCents(line.totalCents)}</span>
            </span>
            <span className="flex flex-wrap gap-3">
              {Array.from({ length: parts }, (_, part) => (
                <label key={part} className="flex items-center gap-1 text-sm">
                  <input
                    type="checkbox"
                    className="size-5 accent-primary"
                    checked={assigned[line.id]?.includes(part) ?? false}
                    onChange={() => onToggle(line.id, part)}
                    aria-label={t('pdv.tabs.lineInPart', {
                      name: line.name,
                      number: line.orderNumber,
                      part: part + 1,
                    })}
                  />
                  {t('pdv.tabs.part', { number: part + 1 })}
                </label>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Which parts hold each line, as lists of line ids per part. */
export const partItemsOf = (assigned: Record<string, number[]>, parts: number): string[][] =>
  Array.from({ length: parts }, (_, part) =>
    Object.entries(assigned)
      .filter(([, holders]) => holders.includes(part))
      .map(([lineId]) => lineId),
  );

/** Ticks or unticks a line in a part. */
export function toggleLine(
  assigned: Record<string, number[]>,
  lineId: string,
  part: number,
): Record<string, number[]> {
  const holders = assigned[lineId] ?? [];
  return {
    ...assigned,
    [lineId]: holders.includes(part)
      ? holders.filter((holder) => holder !== part)
      : [...holders, part].sort((a, b) => a - b),
  };
}
