import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** True when SMTP is configured; otherwise mail is written to the server log. */
  configured: boolean;
  send(mail: Mail): Promise<void>;
}

/**
 * Sends through SMTP_URL when set. Without it a local install still works: the message, with
 * its link, goes to the server log for the operator to pass on.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (!options.smtpUrl) {
    return {
      configured: false,
      send: async (mail) => {
        options.log.warn({ mail }, 'SMTP_URL not set: email written to the log instead of sent');
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    configured: true,
    send: async (mail) => {
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}
