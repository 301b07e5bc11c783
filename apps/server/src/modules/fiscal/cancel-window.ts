import { ufCodes, type Uf } from './nfce/types';

/*
 * How long after its authorisation an NFC-e may be canceled (decision 033). Ajuste SINIEF
 * 19/16, cláusula décima quinta (as Ajuste SINIEF 07/18 wrote it): "em prazo não superior a
 * 30 minutos, podendo ser reduzido a critério de cada unidade federada, contado do momento
 * em que foi concedida a Autorização de Uso". The SEFAZ refuses a later event with 501
 * ("Prazo de cancelamento superior ao previsto na Legislação", NT 2018.004 rule 2P12-18).
 * A state that shortens the window is listed below with its act; none is known to us yet.
 */
export const defaultCancelWindowMinutes = 30;
export const cancelWindowMinutesByUf: Partial<Record<Uf, number>> = {};

export function cancelWindowMinutes(uf: Uf): number {
  return cancelWindowMinutesByUf[uf] ?? defaultCancelWindowMinutes;
}

const ufByCode = new Map<string, Uf>(Object.entries(ufCodes).map(([uf, code]) => [code, uf as Uf]));

/** The UF that authorised a note, from its access key's first two digits (cUF). */
export function ufOfAccessKey(key: string): Uf | undefined {
  return ufByCode.get(key.slice(0, 2));
}

/** Until when an authorised note may be canceled; undefined when it is not authorised. */
export function cancelDeadline(note: {
  accessKey: string | null;
  authorisedAt: Date | null;
}): Date | undefined {
  if (!note.accessKey || !note.authorisedAt) return undefined;
  const uf = ufOfAccessKey(note.accessKey);
  const minutes = uf ? cancelWindowMinutes(uf) : defaultCancelWindowMinutes;
  return new Date(note.authorisedAt.getTime() + minutes * 60_000);
}
