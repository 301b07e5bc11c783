import { describe, expect, it } from 'vitest';
import { brazilianStateCodes } from '@comanda/shared';
import { sefazAuthorityOf, sefazEndpointsOf } from './sefaz-endpoints';

describe('SEFAZ webservices of the NFC-e per UF', () => {
  it('SP has its own, in each environment', () => {
    expect(sefazEndpointsOf('SP', 'homologacao')).toEqual({
      authorization: 'https://homologacao.nfce.fazenda.sp.gov.br/ws/NFeAutorizacao4.asmx',
      protocolQuery: 'https://homologacao.nfce.fazenda.sp.gov.br/ws/NFeConsultaProtocolo4.asmx',
      status: 'https://homologacao.nfce.fazenda.sp.gov.br/ws/NFeStatusServico4.asmx',
      event: 'https://homologacao.nfce.fazenda.sp.gov.br/ws/NFeRecepcaoEvento4.asmx',
      disable: 'https://homologacao.nfce.fazenda.sp.gov.br/ws/NFeInutilizacao4.asmx',
    });
    expect(sefazEndpointsOf('SP', 'producao').authorization).toBe(
      'https://nfce.fazenda.sp.gov.br/ws/NFeAutorizacao4.asmx',
    );
  });

  it('SC (and the other states without their own) use SVRS; RS keeps its own', () => {
    expect(sefazAuthorityOf('SC')).toBe('SVRS');
    expect(sefazEndpointsOf('SC', 'producao')).toMatchObject({
      authorization: 'https://nfce.svrs.rs.gov.br/ws/NfeAutorizacao/NFeAutorizacao4.asmx',
      status: 'https://nfce.svrs.rs.gov.br/ws/NfeStatusServico/NfeStatusServico4.asmx',
    });
    expect(sefazEndpointsOf('SC', 'homologacao').event).toBe(
      'https://nfce-homologacao.svrs.rs.gov.br/ws/recepcaoevento/recepcaoevento4.asmx',
    );
    expect(sefazEndpointsOf('RS', 'producao').authorization).toBe(
      'https://nfce.sefazrs.rs.gov.br/ws/NfeAutorizacao/NFeAutorizacao4.asmx',
    );
  });

  it('MG has its own hosts for homologação and produção', () => {
    expect(sefazEndpointsOf('MG', 'homologacao').authorization).toBe(
      'https://hnfce.fazenda.mg.gov.br/nfce/services/NFeAutorizacao4',
    );
    expect(sefazEndpointsOf('MG', 'producao').disable).toBe(
      'https://nfce.fazenda.mg.gov.br/nfce/services/NFeInutilizacao4',
    );
  });

  it('every state resolves to five HTTPS addresses in both environments', () => {
    for (const uf of brazilianStateCodes) {
      for (const environment of ['homologacao', 'producao'] as const) {
        const urls = Object.values(sefazEndpointsOf(uf, environment));
        expect(urls, `${uf} ${environment}`).toHaveLength(5);
        for (const url of urls) expect(url).toMatch(/^https:\/\/[a-z0-9.-]+\//);
      }
    }
  });
});
