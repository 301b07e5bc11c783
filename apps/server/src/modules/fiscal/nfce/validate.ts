import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

/*
 * Validation of a signed NFC-e against the official schemas of the PL_009 package shipped in
 * ../schemas (see its README), with xmllint compiled to WebAssembly (no native dependency).
 */

const schemaFiles = [
  'nfe_v4.00.xsd',
  'leiauteNFe_v4.00.xsd',
  'tiposBasico_v4.00.xsd',
  'xmldsig-core-schema_v1.01.xsd',
];

/** src/modules/fiscal/schemas beside the source; dist/fiscal-schemas in the bundle. */
function schemasDir(): string {
  const source = fileURLToPath(new URL('../schemas/', import.meta.url));
  if (existsSync(source)) return source;
  return fileURLToPath(new URL('./fiscal-schemas/', import.meta.url));
}

let loaded: XMLFileInfo[] | undefined;
function schemas(): XMLFileInfo[] {
  loaded ??= schemaFiles.map((fileName) => ({
    fileName,
    contents: readFileSync(`${schemasDir()}${fileName}`, 'utf8'),
  }));
  return loaded;
}

export interface SchemaValidation {
  valid: boolean;
  errors: string[];
}

/** Validates an <NFe> document (signed, with infNFeSupl) against nfe_v4.00.xsd. */
export async function validateNfe(xml: string): Promise<SchemaValidation> {
  const [main, ...preload] = schemas();
  const result = await validateXML({
    xml: [{ fileName: 'nfe.xml', contents: xml }],
    schema: [main!],
    preload,
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.message) };
}
