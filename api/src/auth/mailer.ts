import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { IdentityConfig } from '../config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The link the message carries; logged when messages go to the outbox folder. */
  link: string;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

/**
 * SMTP when SMTP_URL is set. Otherwise each message is written to OUTBOX_DIR as an .eml file and
 * its link is logged, so a developer can sign in without a mail server (api/README.md).
 */
export function createMailer(
  identity: Pick<IdentityConfig, 'smtpUrl' | 'outboxDir' | 'mailFrom'>,
  log: (line: string) => void = (line) => console.log(line),
): SendMail {
  if (identity.smtpUrl) {
    const transport = nodemailer.createTransport(identity.smtpUrl);
    return async (mail) => {
      await transport.sendMail(message(identity.mailFrom, mail));
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return async (mail) => {
    const info = await transport.sendMail(message(identity.mailFrom, mail));
    await fs.mkdir(identity.outboxDir, { recursive: true });
    // Sortable by time, unique within the process, safe in a file name.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++sequence).padStart(4, '0')}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`;
    const file = path.join(identity.outboxDir, name);
    await fs.writeFile(file, info.message as Buffer);
    log(`[mail] ${mail.subject} → ${mail.to}: ${mail.link} (${file})`);
  };
}

function message(from: string, mail: OutgoingMail) {
  const attachments = mail.attachments?.map(({ filename, contentType, content }) => ({
    filename,
    contentType,
    content: Buffer.from(content),
  }));
  return { from, to: mail.to, subject: mail.subject, text: mail.text, attachments };
}
