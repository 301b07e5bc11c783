import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type * as Libxml2Module from 'libxml2-wasm';
import type { XsdValidator } from 'libxml2-wasm';

/*
 * Validation of a signed NFC-e against the official schemas shipped in ../schemas (see its
 * README), with libxml2 compiled to WebAssembly (no native dependency). The note itself
 * follows the PL_010b package (NT 2025.002-RTC, with the IBS/CBS groups, decision 060); the
 * events and the inutilização keep the PL_009 files.
 *
 * Each schema set is compiled once per process and kept (decision 092): a validation is then
 * a parse and a walk of the document, about a millisecond, where a fresh xmllint per note
 * (a worker, a WebAssembly compile and the schemas parsed again) cost over half a second of CPU.
 * The library loads on the first validation, not when the server starts.
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

type Libxml2 = typeof Libxml2Module;
let library: Promise<Libxml2> | undefined;

/** Where libxml2 reads a set's file: includes name files without their folder, and two sets
 * hold different files of the same name (tiposBasico). */
const schemaUrl = (set: SchemaSet, path: string) => `/${set}/${path.split('/').pop()}`;
const schemaFiles: Record<string, Uint8Array> = {};

/** libxml2, reading every set's files from memory at their schemaUrl. */
function libxml2(): Promise<Libxml2> {
  library ??= import('libxml2-wasm').then((lib) => {
    for (const [set, paths] of Object.entries(schemaSets) as [SchemaSet, readonly string[]][]) {
      for (const path of [...paths, signatureSchema]) {
        schemaFiles[schemaUrl(set, path)] = readFileSync(`${schemasDir()}${path}`);
      }
    }
    lib.xmlRegisterInputProvider(new lib.XmlBufferInputProvider(schemaFiles));
    return lib;
  });
  return library;
}

const validators = new Map<SchemaSet, XsdValidator>();

/** The set's schemas compiled, on its first use; the root's url resolves its includes. */
function validatorOf(lib: Libxml2, set: SchemaSet): XsdValidator {
  let validator = validators.get(set);
  if (!validator) {
    const url = schemaUrl(set, schemaSets[set][0]);
    const root = lib.XmlDocument.fromBuffer(schemaFiles[url]!, { url });
    validator = lib.XsdValidator.fromDoc(root);
    root.dispose();
    validators.set(set, validator);
  }
  return validator;
}

export interface SchemaValidation {
  valid: boolean;
  errors: string[];
}

async function validateWith(set: SchemaSet, xml: string): Promise<SchemaValidation> {
  const lib = await libxml2();
  const validator = validatorOf(lib, set);
  let document;
  try {
    document = lib.XmlDocument.fromString(xml);
    validator.validate(document);
    return { valid: true, errors: [] };
  } catch (error) {
    // A document that breaks the schema, or is not well-formed XML; anything else is a fault.
    if (!(error instanceof lib.XmlLibError)) throw error;
    return { valid: false, errors: error.details.map((detail) => detail.message.trim()) };
  } finally {
    document?.dispose();
  }
}

/** Validates an <NFe> document (signed, with infNFeSupl) against nfe_v4.00.xsd. */
export const validateNfe = (xml: string) => validateWith('nfe', xml);
/** Validates a signed <envEvento> of cancellation against envEventoCancNFe_v1.00.xsd. */
export const validateCancelEvent = (xml: string) => validateWith('cancelEvent', xml);
/** Validates a signed <envEvento> of cancel by substitution against envEventoCancSubst_v1.00.xsd. */
export const validateSubstitutionEvent = (xml: string) => validateWith('substitutionEvent', xml);
/** Validates a signed <inutNFe> against inutNFe_v4.00.xsd. */
export const validateDisable = (xml: string) => validateWith('disable', xml);
