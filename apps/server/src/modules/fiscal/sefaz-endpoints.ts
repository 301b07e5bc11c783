import type { BrazilianState, FiscalEnvironment } from '@comanda/shared';
import type { SefazEndpoints } from './sefaz/sefaz-client';

/*
 * The SEFAZ webservices of the NFC-e (model 65) per authorising server and environment:
 * NFeAutorizacao4, NFeConsultaProtocolo4, NFeStatusServico4, NFeRecepcaoEvento4 and
 * NFeInutilizacao4. (NFeRetAutorizacao4 is not listed: the client sends with indSinc 1 and
 * reads the protocol in the answer, then asks NFeConsultaProtocolo4 when it must.) Taken from
 * the nfephp-org/sped-nfe project, which tracks them:
 *   storage/wsnfe_4.00_mod65.xml (the addresses) and storage/autorizadores.json (key "65":
 *   which server authorises each state's NFC-e; the others use SVRS, the virtual SEFAZ of RS)
 * at commit 3b44ec9f1cf2e6fd2a7f7e8877f9ebd5890b71ed (June 2026), values exactly as published.
 * A state's new address is a one-line change here.
 */

export type SefazAuthority = 'AM' | 'GO' | 'MG' | 'MS' | 'MT' | 'PR' | 'RS' | 'SP' | 'SVRS';

const webservices: Record<
  SefazAuthority,
  { producao: SefazEndpoints; homologacao: SefazEndpoints }
> = {
  AM: {
    producao: {
      authorization: 'https://nfce.sefaz.am.gov.br/nfce-services/services/NfeAutorizacao4',
      protocolQuery: 'https://nfce.sefaz.am.gov.br/nfce-services/services/NfeConsulta4',
      status: 'https://nfce.sefaz.am.gov.br/nfce-services/services/NfeStatusServico4',
      event: 'https://nfce.sefaz.am.gov.br/nfce-services/services/RecepcaoEvento4',
      disable: 'https://nfce.sefaz.am.gov.br/nfce-services/services/NfeInutilizacao4',
    },
    homologacao: {
      authorization: 'https://homnfce.sefaz.am.gov.br/nfce-services/services/NfeAutorizacao4',
      protocolQuery: 'https://homnfce.sefaz.am.gov.br/nfce-services/services/NfeConsulta4',
      status: 'https://homnfce.sefaz.am.gov.br/nfce-services/services/NfeStatusServico4',
      event: 'https://homnfce.sefaz.am.gov.br/nfce-services/services/RecepcaoEvento4',
      disable: 'https://homnfce.sefaz.am.gov.br/nfce-services/services/NfeInutilizacao4',
    },
  },
  GO: {
    producao: {
      authorization: 'https://nfe.sefaz.go.gov.br/nfe/services/NFeAutorizacao4',
      protocolQuery: 'https://nfe.sefaz.go.gov.br/nfe/services/NFeConsultaProtocolo4',
      status: 'https://nfe.sefaz.go.gov.br/nfe/services/NFeStatusServico4',
      event: 'https://nfe.sefaz.go.gov.br/nfe/services/NFeRecepcaoEvento4',
      disable: 'https://nfe.sefaz.go.gov.br/nfe/services/NFeInutilizacao4',
    },
    homologacao: {
      authorization: 'https://homolog.sefaz.go.gov.br/nfe/services/NFeAutorizacao4',
      protocolQuery: 'https://homolog.sefaz.go.gov.br/nfe/services/NFeConsultaProtocolo4',
      status: 'https://homolog.sefaz.go.gov.br/nfe/services/NFeStatusServico4',
      event: 'https://homolog.sefaz.go.gov.br/nfe/services/NFeRecepcaoEvento4',
      disable: 'https://homolog.sefaz.go.gov.br/nfe/services/NFeInutilizacao4',
    },
  },
  MG: {
    producao: {
      authorization: 'https://nfce.fazenda.mg.gov.br/nfce/services/NFeAutorizacao4',
      protocolQuery: 'https://nfce.fazenda.mg.gov.br/nfce/services/NFeConsultaProtocolo4',
      status: 'https://nfce.fazenda.mg.gov.br/nfce/services/NFeStatusServico4',
      event: 'https://nfce.fazenda.mg.gov.br/nfce/services/NFeRecepcaoEvento4',
      disable: 'https://nfce.fazenda.mg.gov.br/nfce/services/NFeInutilizacao4',
    },
    homologacao: {
      authorization: 'https://hnfce.fazenda.mg.gov.br/nfce/services/NFeAutorizacao4',
      protocolQuery: 'https://hnfce.fazenda.mg.gov.br/nfce/services/NFeConsultaProtocolo4',
      status: 'https://hnfce.fazenda.mg.gov.br/nfce/services/NFeStatusServico4',
      event: 'https://hnfce.fazenda.mg.gov.br/nfce/services/NFeRecepcaoEvento4',
      disable: 'https://hnfce.fazenda.mg.gov.br/nfce/services/NFeInutilizacao4',
    },
  },
  MT: {
    producao: {
      authorization: 'https://nfce.sefaz.mt.gov.br/nfcews/services/NfeAutorizacao4',
      protocolQuery: 'https://nfce.sefaz.mt.gov.br/nfcews/services/NfeConsulta4',
      status: 'https://nfce.sefaz.mt.gov.br/nfcews/services/NfeStatusServico4',
      event: 'https://nfce.sefaz.mt.gov.br/nfcews/services/RecepcaoEvento4',
      disable: 'https://nfce.sefaz.mt.gov.br/nfcews/services/NfeInutilizacao4',
    },
    homologacao: {
      authorization: 'https://homologacao.sefaz.mt.gov.br/nfcews/services/NfeAutorizacao4',
      protocolQuery: 'https://homologacao.sefaz.mt.gov.br/nfcews/services/NfeConsulta4',
      status: 'https://homologacao.sefaz.mt.gov.br/nfcews/services/NfeStatusServico4',
      event: 'https://homologacao.sefaz.mt.gov.br/nfcews/services/RecepcaoEvento4',
      disable: 'https://homologacao.sefaz.mt.gov.br/nfcews/services/NfeInutilizacao4',
    },
  },
  MS: {
    producao: {
      authorization: 'https://nfce.sefaz.ms.gov.br/ws/NFeAutorizacao4',
      protocolQuery: 'https://nfce.sefaz.ms.gov.br/ws/NFeConsultaProtocolo4',
      status: 'https://nfce.sefaz.ms.gov.br/ws/NFeStatusServico4',
      event: 'https://nfce.sefaz.ms.gov.br/ws/NFeRecepcaoEvento4',
      disable: 'https://nfce.sefaz.ms.gov.br/ws/NFeInutilizacao4',
    },
    homologacao: {
      authorization: 'https://hom.nfce.sefaz.ms.gov.br/ws/NFeAutorizacao4',
      protocolQuery: 'https://hom.nfce.sefaz.ms.gov.br/ws/NFeConsultaProtocolo4',
      status: 'https://hom.nfce.sefaz.ms.gov.br/ws/NFeStatusServico4',
      event: 'https://hom.nfce.sefaz.ms.gov.br/ws/NFeRecepcaoEvento4',
      disable: 'https://hom.nfce.sefaz.ms.gov.br/ws/NFeInutilizacao4',
    },
  },
  PR: {
    producao: {
      authorization: 'https://nfce.sefa.pr.gov.br/nfce/NFeAutorizacao4',
      protocolQuery: 'https://nfce.sefa.pr.gov.br/nfce/NFeConsultaProtocolo4',
      status: 'https://nfce.sefa.pr.gov.br/nfce/NFeStatusServico4',
      event: 'https://nfce.sefa.pr.gov.br/nfce/NFeRecepcaoEvento4',
      disable: 'https://nfce.sefa.pr.gov.br/nfce/NFeInutilizacao4',
    },
    homologacao: {
      authorization: 'https://homologacao.nfce.sefa.pr.gov.br/nfce/NFeAutorizacao4',
      protocolQuery: 'https://homologacao.nfce.sefa.pr.gov.br/nfce/NFeConsultaProtocolo4',
      status: 'https://homologacao.nfce.sefa.pr.gov.br/nfce/NFeStatusServico4',
      event: 'https://homologacao.nfce.sefa.pr.gov.br/nfce/NFeRecepcaoEvento4',
      disable: 'https://homologacao.nfce.sefa.pr.gov.br/nfce/NFeInutilizacao4',
    },
  },
  RS: {
    producao: {
      authorization: 'https://nfce.sefazrs.rs.gov.br/ws/NfeAutorizacao/NFeAutorizacao4.asmx',
      protocolQuery: 'https://nfce.sefazrs.rs.gov.br/ws/NfeConsulta/NfeConsulta4.asmx',
      status: 'https://nfce.sefazrs.rs.gov.br/ws/NfeStatusServico/NfeStatusServico4.asmx',
      event: 'https://nfce.sefazrs.rs.gov.br/ws/recepcaoevento/recepcaoevento4.asmx',
      disable: 'https://nfce.sefazrs.rs.gov.br/ws/nfeinutilizacao/nfeinutilizacao4.asmx',
    },
    homologacao: {
      authorization:
        'https://nfce-homologacao.sefazrs.rs.gov.br/ws/NfeAutorizacao/NFeAutorizacao4.asmx',
      protocolQuery: 'https://nfce-homologacao.sefazrs.rs.gov.br/ws/NfeConsulta/NfeConsulta4.asmx',
      status:
        'https://nfce-homologacao.sefazrs.rs.gov.br/ws/NfeStatusServico/NfeStatusServico4.asmx',
      event: 'https://nfce-homologacao.sefazrs.rs.gov.br/ws/recepcaoevento/recepcaoevento4.asmx',
      disable:
        'https://nfce-homologacao.sefazrs.rs.gov.br/ws/nfeinutilizacao/nfeinutilizacao4.asmx',
    },
  },
  SP: {
    producao: {
      authorization: 'https://nfce.fazenda.sp.gov.br/ws/NFeAutorizacao4.asmx',
      protocolQuery: 'https://nfce.fazenda.sp.gov.br/ws/NFeConsultaProtocolo4.asmx',
      status: 'https://nfce.fazenda.sp.gov.br/ws/NFeStatusServico4.asmx',
      event: 'https://nfce.fazenda.sp.gov.br/ws/NFeRecepcaoEvento4.asmx',
      disable: 'https://nfce.fazenda.sp.gov.br/ws/NFeInutilizacao4.asmx',
    },
    homologacao: {
      authorization: 'https://homologacao.nfce.fazenda.sp.gov.br/ws/NFeAutorizacao4.asmx',
      protocolQuery: 'https://homologacao.nfce.fazenda.sp.gov.br/ws/NFeConsultaProtocolo4.asmx',
      status: 'https://homologacao.nfce.fazenda.sp.gov.br/ws/NFeStatusServico4.asmx',
      event: 'https://homologacao.nfce.fazenda.sp.gov.br/ws/NFeRecepcaoEvento4.asmx',
      disable: 'https://homologacao.nfce.fazenda.sp.gov.br/ws/NFeInutilizacao4.asmx',
    },
  },
  SVRS: {
    producao: {
      authorization: 'https://nfce.svrs.rs.gov.br/ws/NfeAutorizacao/NFeAutorizacao4.asmx',
      protocolQuery: 'https://nfce.svrs.rs.gov.br/ws/NfeConsulta/NfeConsulta4.asmx',
      status: 'https://nfce.svrs.rs.gov.br/ws/NfeStatusServico/NfeStatusServico4.asmx',
      event: 'https://nfce.svrs.rs.gov.br/ws/recepcaoevento/recepcaoevento4.asmx',
      disable: 'https://nfce.svrs.rs.gov.br/ws/nfeinutilizacao/nfeinutilizacao4.asmx',
    },
    homologacao: {
      authorization:
        'https://nfce-homologacao.svrs.rs.gov.br/ws/NfeAutorizacao/NFeAutorizacao4.asmx',
      protocolQuery: 'https://nfce-homologacao.svrs.rs.gov.br/ws/NfeConsulta/NfeConsulta4.asmx',
      status: 'https://nfce-homologacao.svrs.rs.gov.br/ws/NfeStatusServico/NfeStatusServico4.asmx',
      event: 'https://nfce-homologacao.svrs.rs.gov.br/ws/recepcaoevento/recepcaoevento4.asmx',
      disable: 'https://nfce-homologacao.svrs.rs.gov.br/ws/nfeinutilizacao/nfeinutilizacao4.asmx',
    },
  },
};

/** The server that authorises a state's NFC-e: its own SEFAZ, or SVRS. */
export function sefazAuthorityOf(uf: BrazilianState): SefazAuthority {
  return uf in webservices ? (uf as SefazAuthority) : 'SVRS';
}

/**
 * The webservice addresses for a state's NFC-e in a real environment. "Homologação simulada"
 * has none here: it talks to the fake SEFAZ in the server process.
 */
export function sefazEndpointsOf(
  uf: BrazilianState,
  environment: Exclude<FiscalEnvironment, 'simulada'>,
): SefazEndpoints {
  return webservices[sefazAuthorityOf(uf)][environment];
}
