import fs from 'node:fs';
import path from 'node:path';

/**
 * The .eml files the app wrote for `to`, oldest first, with quoted-printable soft line breaks
 * and `=3D` undone (long lines of the text part are wrapped that way).
 */
export function outboxMessages(outboxDir: string, to: string): string[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .sort()
    .map((name) => fs.readFileSync(path.join(outboxDir, name), 'utf8'))
    .filter((text) => text.toLowerCase().includes(`to: ${to.toLowerCase()}`))
    .map((text) => text.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
}

/** Every link of `linkPath` in the e-mails the app wrote for `to`, oldest first. */
export function outboxLinks(outboxDir: string, to: string, linkPath: string): string[] {
  const pattern = new RegExp(`https?://[^\\s]+${linkPath}\\?token=[A-Za-z0-9_-]+`, 'g');
  return outboxMessages(outboxDir, to).flatMap((text) => text.match(pattern) ?? []);
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
