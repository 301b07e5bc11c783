import type { BrazilianState, FiscalEnvironment } from '@comanda/shared';

/*
 * Where a consumer checks an NFC-e, per state and environment: the QR code's base URL
 * (NfeConsultaQR, the `qrCode` of infNFeSupl before "?p=") and the "Consulte pela Chave de
 * Acesso em" address (urlChave of infNFeSupl, printed on the DANFE). Each SEFAZ publishes its
 * own; this table was taken from the nfephp-org/sped-nfe project, which tracks them:
 *   storage/wsnfe_4.00_mod65.xml   (NfeConsultaQR, per UF, homologação and produção)
 *   storage/uri_consulta_nfce.json (urlChave: "1" produção, "2" homologação)
 * at commit 3b44ec9f1cf2e6fd2a7f7e8877f9ebd5890b71ed (June 2026). The values are kept exactly
 * as published (some states omit the scheme in urlChave). They change now and then: a state's
 * new address is a one-line change here.
 */

export interface UfUrls {
  /** The QR code's URL up to the "?p=" parameters. */
  qrCode: string;
  /** The address printed for looking the note up by its access key. */
  consultation: string;
}

export interface UfEndpoints {
  producao: UfUrls;
  homologacao: UfUrls;
}

const endpoints: Record<BrazilianState, UfEndpoints> = {
  AC: {
    producao: {
      qrCode: 'http://www.sefaznet.ac.gov.br/nfce/qrcode',
      consultation: 'www.sefaznet.ac.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'http://www.hml.sefaznet.ac.gov.br/nfce/qrcode',
      consultation: 'www.sefaznet.ac.gov.br/nfce/consulta',
    },
  },
  AL: {
    producao: {
      qrCode: 'http://nfce.sefaz.al.gov.br/QRCode/consultarNFCe.jsp',
      consultation: 'www.sefaz.al.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'http://nfce.sefaz.al.gov.br/QRCode/consultarNFCe.jsp',
      consultation: 'www.sefaz.al.gov.br/nfce/consulta',
    },
  },
  AM: {
    producao: {
      qrCode: 'https://sistemas.sefaz.am.gov.br/nfceweb/consultarNFCe.jsp',
      consultation: 'www.sefaz.am.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'https://sistemas.sefaz.am.gov.br/nfceweb-hom/consultarNFCe.jsp',
      consultation: 'www.sefaz.am.gov.br/nfce/consulta',
    },
  },
  AP: {
    producao: {
      qrCode: 'https://www.sefaz.ap.gov.br/nfce/nfcep.php',
      consultation: 'www.sefaz.ap.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'https://www.sefaz.ap.gov.br/nfcehml/nfce.php',
      consultation: 'www.sefaz.ap.gov.br/nfce/consulta',
    },
  },
  BA: {
    producao: {
      qrCode: 'http://nfe.sefaz.ba.gov.br/servicos/nfce/qrcode.aspx',
      consultation: 'http://www.sefaz.ba.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'http://hnfe.sefaz.ba.gov.br/servicos/nfce/qrcode.aspx',
      consultation: 'http://hinternet.sefaz.ba.gov.br/nfce/consulta',
    },
  },
  CE: {
    producao: {
      qrCode: 'http://nfce.sefaz.ce.gov.br/pages/ShowNFCe.html',
      consultation: 'www.sefaz.ce.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'http://nfceh.sefaz.ce.gov.br/pages/ShowNFCe.html',
      consultation: 'www.sefaz.ce.gov.br/nfce/consulta',
    },
  },
  DF: {
    producao: {
      qrCode: 'http://www.fazenda.df.gov.br/nfce/qrcode',
      consultation: 'www.fazenda.df.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'http://dec.fazenda.df.gov.br/ConsultarNFCe.aspx',
      consultation: 'www.fazenda.df.gov.br/nfce/consulta',
    },
  },
  ES: {
    producao: {
      qrCode: 'http://app.sefaz.es.gov.br/ConsultaNFCe/qrcode.aspx',
      consultation: 'www.sefaz.es.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'http://homologacao.sefaz.es.gov.br/ConsultaNFCe/qrcode.aspx',
      consultation: 'www.sefaz.es.gov.br/nfce/consulta',
    },
  },
  GO: {
    producao: {
      qrCode: 'https://nfeweb.sefaz.go.gov.br/nfeweb/sites/nfce/danfeNFCe',
      consultation: 'www.sefaz.go.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'https://nfewebhomolog.sefaz.go.gov.br/nfeweb/sites/nfce/danfeNFCe',
      consultation: 'www.nfce.go.gov.br/post/ver/214413/consulta-nfc-e-homologacao',
    },
  },
  MA: {
    producao: {
      qrCode: 'http://www.nfce.sefaz.ma.gov.br/portal/consultarNFCe.jsp',
      consultation: 'www.sefaz.ma.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'http://www.hom.nfce.sefaz.ma.gov.br/portal/consultarNFCe.jsp',
      consultation: 'www.sefaz.ma.gov.br/nfce/consulta',
    },
  },
  MG: {
    producao: {
      qrCode: 'https://portalsped.fazenda.mg.gov.br/portalnfce/sistema/qrcode.xhtml',
      consultation: 'https://portalsped.fazenda.mg.gov.br/portalnfce',
    },
    homologacao: {
      qrCode: 'https://portalsped.fazenda.mg.gov.br/portalnfce/sistema/qrcode.xhtml',
      consultation: 'https://hportalsped.fazenda.mg.gov.br/portalnfce',
    },
  },
  MS: {
    producao: {
      qrCode: 'http://www.dfe.ms.gov.br/nfce/qrcode',
      consultation: 'http://www.dfe.ms.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'http://www.dfe.ms.gov.br/nfce/qrcode',
      consultation: 'http://www.dfe.ms.gov.br/nfce/consulta',
    },
  },
  MT: {
    producao: {
      qrCode: 'http://www.sefaz.mt.gov.br/nfce/consultanfce',
      consultation: 'http://www.sefaz.mt.gov.br/nfce/consultanfce',
    },
    homologacao: {
      qrCode: 'http://homologacao.sefaz.mt.gov.br/nfce/consultanfce',
      consultation: 'http://homologacao.sefaz.mt.gov.br/nfce/consultanfce',
    },
  },
  PA: {
    producao: {
      qrCode: 'https://appnfc.sefa.pa.gov.br/portal/view/consultas/nfce/nfceForm.seam',
      consultation: 'www.sefa.pa.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'https://appnfc.sefa.pa.gov.br/portal-homologacao/view/consultas/nfce/nfceForm.seam',
      consultation: 'www.sefa.pa.gov.br/nfce/consulta',
    },
  },
  PB: {
    producao: {
      qrCode: 'http://www.sefaz.pb.gov.br/nfce',
      consultation: 'www.sefaz.pb.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'http://www.sefaz.pb.gov.br/nfcehom',
      consultation: 'www.sefaz.pb.gov.br/nfcehom',
    },
  },
  PE: {
    producao: {
      qrCode: 'http://nfce.sefaz.pe.gov.br/nfce/consulta',
      consultation: 'nfce.sefaz.pe.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'http://nfcehomolog.sefaz.pe.gov.br/nfce/consulta',
      consultation: 'nfce.sefaz.pe.gov.br/nfce/consulta',
    },
  },
  PI: {
    producao: {
      qrCode: 'http://www.sefaz.pi.gov.br/nfce/qrcode',
      consultation: 'www.sefaz.pi.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'http://www.sefaz.pi.gov.br/nfce/qrcode',
      consultation: 'www.sefaz.pi.gov.br/nfce/consulta',
    },
  },
  PR: {
    producao: {
      qrCode: 'http://www.fazenda.pr.gov.br/nfce/qrcode',
      consultation: 'http://www.fazenda.pr.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'http://www.fazenda.pr.gov.br/nfce/qrcode',
      consultation: 'http://www.fazenda.pr.gov.br/nfce/consulta',
    },
  },
  RJ: {
    producao: {
      qrCode: 'https://consultadfe.fazenda.rj.gov.br/consultaNFCe/QRCode',
      consultation: 'www.fazenda.rj.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'http://www4.fazenda.rj.gov.br/consultaNFCe/QRCode',
      consultation: 'www.fazenda.rj.gov.br/nfce/consulta',
    },
  },
  RN: {
    producao: {
      qrCode: 'http://nfce.set.rn.gov.br/consultarNFCe.aspx',
      consultation: 'www.set.rn.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'http://hom.nfce.set.rn.gov.br/consultarNFCe.aspx',
      consultation: 'www.set.rn.gov.br/nfce/consulta',
    },
  },
  RO: {
    producao: {
      qrCode: 'http://www.nfce.sefin.ro.gov.br/consultanfce/consulta.jsp',
      consultation: 'www.sefin.ro.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'http://www.nfce.sefin.ro.gov.br/consultanfce/consulta.jsp',
      consultation: 'www.sefin.ro.gov.br/nfce/consulta',
    },
  },
  RR: {
    producao: {
      qrCode: 'https://www.sefaz.rr.gov.br/servlet/qrcode',
      consultation: 'www.sefaz.rr.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'http://200.174.88.103:8080/nfce/servlet/qrcode',
      consultation: 'www.sefaz.rr.gov.br/nfce/consulta',
    },
  },
  RS: {
    producao: {
      qrCode: 'https://www.sefaz.rs.gov.br/NFCE/NFCE-COM.aspx',
      consultation: 'www.sefaz.rs.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'https://www.sefaz.rs.gov.br/NFCE/NFCE-COM.aspx',
      consultation: 'www.sefaz.rs.gov.br/nfce/consulta',
    },
  },
  SC: {
    producao: {
      qrCode: 'https://sat.sef.sc.gov.br/nfce/consulta',
      consultation: 'https://sat.sef.sc.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'https://hom.sat.sef.sc.gov.br/nfce/consulta',
      consultation: 'https://hom.sat.sef.sc.gov.br/nfce/consulta',
    },
  },
  SE: {
    producao: {
      qrCode: 'http://www.nfce.se.gov.br/nfce/qrcode',
      consultation: 'http://www.nfce.se.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'http://www.hom.nfe.se.gov.br/nfce/qrcode',
      consultation: 'http://www.hom.nfe.se.gov.br/nfce/consulta',
    },
  },
  SP: {
    producao: {
      qrCode: 'https://www.nfce.fazenda.sp.gov.br/qrcode',
      consultation: 'https://www.nfce.fazenda.sp.gov.br/NFCeConsultaPublica',
    },
    homologacao: {
      qrCode: 'https://www.homologacao.nfce.fazenda.sp.gov.br/qrcode',
      consultation: 'https://www.homologacao.nfce.fazenda.sp.gov.br/NFCeConsultaPublica',
    },
  },
  TO: {
    producao: {
      qrCode: 'http://www.sefaz.to.gov.br/nfce/qrcode',
      consultation: 'www.sefaz.to.gov.br/nfce/consulta',
    },
    homologacao: {
      qrCode: 'http://homologacao.sefaz.to.gov.br/nfce/qrcode',
      consultation: 'http://homologacao.sefaz.to.gov.br/nfce/consulta.jsf',
    },
  },
};

/** The URLs of a state in an environment; the simulated one uses the state's homologação. */
export function ufUrls(uf: BrazilianState, environment: FiscalEnvironment): UfUrls {
  return endpoints[uf][environment === 'producao' ? 'producao' : 'homologacao'];
}
