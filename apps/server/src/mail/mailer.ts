// Outgoing mail. Without SMTP_URL the message (and its link) is written to the server log instead.
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(
  config: { SMTP_URL?: string | undefined; MAIL_FROM: string },
  log: FastifyBaseLogger,
): Mailer {
  if (!config.SMTP_URL) {
    return {
      async send(message) {
        log.info(
          { mail: { to: message.to, subject: message.subject } },
          `Mail not sent (no SMTP_URL configured):\n${message.text}`,
        );
      },
    };
  }
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    async send(message) {
      await transport.sendMail({ from: config.MAIL_FROM, ...message });
    },
  };
}
