import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

/*
 * Validation of a signed NFC-e against the official schemas shipped in ../schemas (see its
 * README), with xmllint compiled to WebAssembly (no native dependency). The note itself
 * follows the PL_010b package (NT 2025.002-RTC, with the IBS/CBS groups, decision 060); the
 * events and the inutilização keep the PL_009 files.
 */

/** Each document's root schema and the files it includes, in the order they are loaded. */
const schemaSets = {
  nfe: [
    'PL_010b/nfe_v4.00.xsd',
    'PL_010b/leiauteNFe_v4.00.xsd',
    'PL_010b/tiposBasico_v4.00.xsd',
    'PL_010b/DFeTiposBasicos_v1.00.xsd',
  ],
  /** envEvento with the cancel event 110111 (decision 033). */
  cancelEvent: [
    'envEventoCancNFe_v1.00.xsd',
    'leiauteEventoCancNFe_v1.00.xsd',
    'tiposBasico_v1.03.xsd',
  ],
  /** envEvento with the cancel by substitution 110112 (decision 061). */
  substitutionEvent: [
    'envEventoCancSubst_v1.00.xsd',
    'leiauteEventoCancSubst_v1.00.xsd',
    'tiposBasico_v1.03.xsd',
  ],
  /** inutNFe, the inutilização of a range of numbers. */
  disable: ['inutNFe_v4.00.xsd', 'leiauteInutNFe_v4.00.xsd', 'tiposBasico_v4.00.xsd'],
} as const;
type SchemaSet = keyof typeof schemaSets;
const signatureSchema = 'xmldsig-core-schema_v1.01.xsd';

/** src/modules/fiscal/schemas beside the source; dist/fiscal-schemas in the bundle. */
function schemasDir(): string {
  const source = fileURLToPath(new URL('../schemas/', import.meta.url));
  if (existsSync(source)) return source;
  return fileURLToPath(new URL('./fiscal-schemas/', import.meta.url));
}

const loaded = new Map<SchemaSet, XMLFileInfo[]>();
function schemas(set: SchemaSet): XMLFileInfo[] {
  if (!loaded.has(set)) {
    // Includes name files without their folder: each is loaded under its own name.
    const files = [...schemaSets[set], signatureSchema].map((path) => ({
      fileName: path.split('/').pop()!,
      contents: readFileSync(`${schemasDir()}${path}`, 'utf8'),
    }));
    loaded.set(set, files);
  }
  return loaded.get(set)!;
}

export interface SchemaValidation {
  valid: boolean;
  errors: string[];
}

async function validateWith(set: SchemaSet, xml: string): Promise<SchemaValidation> {
  const [main, ...preload] = schemas(set);
  const result = await validateXML({
    xml: [{ fileName: `${set}.xml`, contents: xml }],
    schema: [main!],
    preload,
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.message) };
}

/** Validates an <NFe> document (signed, with infNFeSupl) against nfe_v4.00.xsd. */
export const validateNfe = (xml: string) => validateWith('nfe', xml);
/** Validates a signed <envEvento> of cancellation against envEventoCancNFe_v1.00.xsd. */
export const validateCancelEvent = (xml: string) => validateWith('cancelEvent', xml);
/** Validates a signed <envEvento> of cancel by substitution against envEventoCancSubst_v1.00.xsd. */
export const validateSubstitutionEvent = (xml: string) => validateWith('substitutionEvent', xml);
/** Validates a signed <inutNFe> against inutNFe_v4.00.xsd. */
export const validateDisable = (xml: string) => validateWith('disable', xml);
