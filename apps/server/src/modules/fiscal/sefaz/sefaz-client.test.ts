import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openCertificate } from '../nfce/certificate';
import { issueNfce, type IssuedNfce } from '../nfce/issue';
import { testIssuer, testSale, testUrls } from '../test/fiscal-fixtures';
import { startFakeSefaz, type FakeSefaz } from './fake-sefaz';
import { createSefazClient, processedNote, type SefazClient } from './sefaz-client';
import { SefazUnavailableError } from './soap';

const issuer = testIssuer();
const certificate = openCertificate(issuer.certificate);
let fake: FakeSefaz;
let client: SefazClient;
let number = 100;

async function note(): Promise<IssuedNfce> {
  number += 1;
  return issueNfce({
    issuer,
    sale: testSale(),
    identity: { series: 1, number, cNF: '87654321', tpEmis: 1, issuedAt: new Date() },
    certificate,
    urls: testUrls,
  });
}

beforeAll(async () => {
  fake = await startFakeSefaz();
  client = createSefazClient({
    endpoints: fake.endpoints,
    certificate,
    uf: 'SP',
    tpAmb: 2,
    // Generous: the machine running the tests may be busy; the timeout test uses its own.
    timeoutMs: 30_000,
  });
});
afterAll(() => fake.close());
beforeEach(() => fake.setMode({ kind: 'authorize' }));

describe('SEFAZ client against the fake SEFAZ', { timeout: 30_000 }, () => {
  it('asks the service status (107 em operação)', async () => {
    expect(await client.status()).toEqual({
      cStat: '107',
      xMotivo: 'Serviço em Operação',
      operating: true,
    });
  });

  it('authorises a note synchronously: cStat 100 with the protocol, then the nfeProc', async () => {
    const issued = await note();
    const result = await client.authorize(issued.xml, '1');
    expect(result).toMatchObject({ kind: 'authorized', cStat: '100' });
    if (result.kind !== 'authorized') throw new Error('not authorised');
    expect(result.protocol).toMatch(/^\d{15}$/);
    expect(fake.authorized.get(issued.key)?.protocol).toBe(result.protocol);
    expect(result.protocolXml).toContain(`<chNFe>${issued.key}</chNFe>`);
    expect(result.protocolXml).toContain(`<digVal>${issued.digestValue}</digVal>`);
    const proc = processedNote(issued.xml, result.protocolXml);
    expect(proc).toMatch(
      /^<nfeProc xmlns="http:\/\/www\.portalfiscal\.inf\.br\/nfe" versao="4\.00"><NFe /,
    );
    expect(proc.endsWith('</protNFe></nfeProc>')).toBe(true);
  });

  it('a second transmission of the same key is 204; the query by key answers its protocol', async () => {
    const issued = await note();
    const first = await client.authorize(issued.xml, '2');
    const second = await client.authorize(issued.xml, '3');
    expect(second).toMatchObject({ kind: 'duplicate', cStat: '204' });
    const queried = await client.queryProtocol(issued.key);
    expect(queried).toMatchObject({ kind: 'authorized', cStat: '100' });
    expect(first.kind === 'authorized' && queried.kind === 'authorized').toBe(true);
    if (first.kind === 'authorized' && queried.kind === 'authorized') {
      expect(queried.protocol).toBe(first.protocol);
    }
  });

  it('answers a rejection with its code and reason', async () => {
    fake.setMode({ kind: 'reject', cStat: '778', xMotivo: 'Rejeição: Informado NCM inexistente' });
    expect(await client.authorize((await note()).xml, '4')).toEqual({
      kind: 'rejected',
      cStat: '778',
      xMotivo: 'Rejeição: Informado NCM inexistente',
    });
  });

  it('the fake checks the signature: a note changed after signing is 297', async () => {
    const issued = await note();
    const tampered = issued.xml.replace(
      '<xFant>Lanchonete do Teste</xFant>',
      '<xFant>Outra</xFant>',
    );
    expect(await client.authorize(tampered, '5')).toMatchObject({ kind: 'rejected', cStat: '297' });
  });

  it('a query of an unknown key is 217', async () => {
    const issued = await note();
    expect(await client.queryProtocol(issued.key)).toMatchObject({
      kind: 'rejected',
      cStat: '217',
    });
  });

  it('no answer in time, or a service down, is SefazUnavailableError', async () => {
    const issued = await note();
    const impatient = createSefazClient({
      endpoints: fake.endpoints,
      certificate,
      uf: 'SP',
      tpAmb: 2,
      timeoutMs: 400,
    });
    fake.setMode({ kind: 'timeout' });
    // The fake never answers in this mode: only the client's own timeout ends the call.
    await expect(impatient.authorize(issued.xml, '6')).rejects.toThrow(
      'SEFAZ não respondeu no prazo',
    );
    fake.setMode({ kind: 'down' });
    await expect(client.authorize(issued.xml, '7')).rejects.toThrow('HTTP 503');
    await expect(client.status()).rejects.toBeInstanceOf(SefazUnavailableError);
  });

  it('cancels an authorised note (event 110111), once', async () => {
    const issued = await note();
    const authorised = await client.authorize(issued.xml, '8');
    if (authorised.kind !== 'authorized') throw new Error('not authorised');
    const cancel = {
      key: issued.key,
      protocol: authorised.protocol,
      reason: 'Pedido cancelado pelo cliente',
      cnpj: issuer.cnpj,
      at: new Date(),
      batchId: '9',
    };
    expect(await client.cancel({ ...cancel, protocol: '135000000000000' })).toMatchObject({
      registered: false,
      cStat: '222',
    });
    const done = await client.cancel(cancel);
    expect(done).toMatchObject({ registered: true, cStat: '135' });
    expect(done.protocol).toMatch(/^\d{15}$/);
    expect(await client.cancel(cancel)).toMatchObject({ registered: false, cStat: '573' });
    await expect(client.cancel({ ...cancel, reason: 'curta' })).rejects.toThrow(
      'A justificativa precisa de pelo menos 15 caracteres',
    );
  });

  it('disables a range of skipped numbers (inutilização), signed', async () => {
    const result = await client.disableNumbers({
      cnpj: issuer.cnpj,
      year: '26',
      series: 1,
      from: 50,
      to: 52,
      reason: 'Numeracao pulada por falha no caixa',
    });
    expect(result).toMatchObject({ done: true, cStat: '102' });
    expect(result.responseXml).toContain('<nNFIni>50</nNFIni><nNFFin>52</nNFFin>');
  });
});
