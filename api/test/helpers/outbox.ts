import fs from 'node:fs';
import path from 'node:path';

/** Every link of `linkPath` in the .eml files the app wrote for `to`, oldest first. */
export function outboxLinks(outboxDir: string, to: string, linkPath: string): string[] {
  if (!fs.existsSync(outboxDir)) return [];
  const pattern = new RegExp(`https?://[^\\s]+${linkPath}\\?token=[A-Za-z0-9_-]+`, 'g');
  return (
    fs
      .readdirSync(outboxDir)
      .sort()
      .map((name) => fs.readFileSync(path.join(outboxDir, name), 'utf8'))
      .filter((text) => text.toLowerCase().includes(`to: ${to.toLowerCase()}`))
      // Long lines are soft-wrapped by quoted-printable encoding: undo it before matching.
      .flatMap(
        (text) =>
          text
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=')
            .match(pattern) ?? [],
      )
  );
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
