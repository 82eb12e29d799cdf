import nodemailer from 'nodemailer';
import type { TMailAttachment } from '../../db/schema/mail-outbox';

export interface TOutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments?: readonly TMailAttachment[];
}

/** The port mail leaves through; tests replace it with a fake that records what was sent. */
export interface TMailTransport {
  send(mail: TOutgoingMail): Promise<void>;
  close?(): void;
}

/**
 * Nodemailer waits up to two minutes to connect and an hour on a silent socket by default; a slow
 * mail server would then hold the outbox (and a graceful shutdown) that long. A send that times
 * out fails like any other and is retried with backoff (mail.service.ts).
 */
export const SMTP_TIMEOUTS = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };

export function createSmtpTransport(
  smtpUrl: string,
  timeouts: typeof SMTP_TIMEOUTS = SMTP_TIMEOUTS,
): TMailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        attachments: (mail.attachments ?? []).map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: Buffer.from(attachment.contentBase64, 'base64'),
        })),
      });
    },
    close: () => transporter.close(),
  };
}
