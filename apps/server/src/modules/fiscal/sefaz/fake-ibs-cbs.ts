import { XMLParser } from 'fast-xml-parser';

/*
 * The fake SEFAZ's checks of the IBS/CBS groups (NT 2025.002-RTC, decision 060), after the
 * schema: the note's total W03 must be the sum of the items' groups, and vIBS the sum of the
 * state's and the municipality's parts. 1118 ("Total de IBS e CBS informado indevidamente")
 * is the NT's code for a total without items; for sums that differ the fake answers 999
 * ("Erro não catalogado") with what differs, since the NT's code for each total was not at
 * hand when it was written (the schema-valid note is what matters to the emitter).
 */

interface Tribute {
  [key: string]: string | undefined;
}
interface ItemGroup {
  vBC: string;
  gIBSUF: Tribute;
  gIBSMun: Tribute;
  vIBS: string;
  gCBS: Tribute;
}

const parser = new XMLParser({
  parseTagValue: false,
  removeNSPrefix: true,
  isArray: (name) => name === 'det',
});

const cents = (value: string | undefined) => Math.round(Number(value ?? '0') * 100);

interface ParsedNote {
  det?: Array<{ imposto?: { IBSCBS?: { gIBSCBS?: ItemGroup } } }>;
  total?: {
    IBSCBSTot?: {
      vBCIBSCBS?: string;
      gIBS?: { gIBSUF?: Tribute; gIBSMun?: Tribute; vIBS?: string };
      gCBS?: Tribute;
    };
  };
}

function itemGroups(infNFe: ParsedNote): ItemGroup[] {
  const det = infNFe.det ?? [];
  return det.flatMap((item) => {
    const group = item.imposto?.IBSCBS?.gIBSCBS;
    return group ? [group] : [];
  });
}

/** The refusal of a note whose IBS/CBS totals do not close, or undefined when they do. */
export function ibsCbsRefusal(nfe: string): [string, string] | undefined {
  const infNFe: ParsedNote = parser.parse(nfe).NFe?.infNFe ?? {};
  const items = itemGroups(infNFe);
  const total = infNFe.total?.IBSCBSTot;
  if (!total) return undefined;
  if (items.length === 0) return ['1118', 'Rejeição: Total de IBS e CBS informado indevidamente'];
  const sum = (pick: (item: ItemGroup) => string | undefined) =>
    items.reduce((acc, item) => acc + cents(pick(item)), 0);
  const checks: Array<[string, number, string | undefined]> = [
    ['vBCIBSCBS', sum((item) => item.vBC), total.vBCIBSCBS],
    ['vIBSUF', sum((item) => item.gIBSUF.vIBSUF), total.gIBS?.gIBSUF?.vIBSUF],
    ['vIBSMun', sum((item) => item.gIBSMun.vIBSMun), total.gIBS?.gIBSMun?.vIBSMun],
    ['vIBS', sum((item) => item.vIBS), total.gIBS?.vIBS],
    ['vCBS', sum((item) => item.gCBS.vCBS), total.gCBS?.vCBS],
  ];
  const wrong = checks.find(([, expected, given]) => cents(given) !== expected);
  if (wrong) return ['999', `Rejeição: Erro não catalogado (${wrong[0]} difere da soma dos itens)`];
  const badItem = items.find(
    (item) => cents(item.vIBS) !== cents(item.gIBSUF.vIBSUF) + cents(item.gIBSMun.vIBSMun),
  );
  if (badItem) return ['999', 'Rejeição: Erro não catalogado (vIBS difere de vIBSUF + vIBSMun)'];
  return undefined;
}
