import nodemailer from 'nodemailer';

export interface TOutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** The port mail leaves through; tests replace it with a fake that records what was sent. */
export interface TMailTransport {
  send(mail: TOutgoingMail): Promise<void>;
  close?(): void;
}

export function createSmtpTransport(smtpUrl: string): TMailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
    },
    close: () => transporter.close(),
  };
}
