import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Knex } from 'knex';
import { toSqlDateTime } from '../db/datetime.js';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Initials of a name: "Kid Kairo" → "KK", "Nyx" → "NY". */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[words.length - 1][0] : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** Words of a title in lines of at most `max` characters (a longer word keeps its own line). */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 0 ? lines : [text];
}

/** A PNG: a coloured background (hue from the index) with centred text, wrapped to fit. */
export async function renderPlaceholder(text: string, hue: number, width: number, height: number): Promise<Buffer> {
  const short = text.length <= 3;
  const lines = short ? [text] : wrapWords(text, 12);
  const longest = Math.max(...lines.map((line) => line.length));
  // Initials fill the image; a title stays inside the middle band that wide crops (cards) keep.
  const size = short
    ? Math.round(Math.min(width, height) * 0.4)
    : Math.round(Math.min((width * 0.72) / (longest * 0.68), (height * 0.42) / (lines.length * 1.15)));
  const top = height / 2 - ((lines.length - 1) * size * 1.15) / 2;
  const tspans = lines
    .map((line, i) => `<tspan x="50%" y="${Math.round(top + i * size * 1.15)}" dy="0.35em">${escapeXml(line)}</tspan>`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,30%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
    `<text text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${tspans}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Writes a demo image under a fixed key (so a re-seed on a fresh database overwrites rather than
 * piles up files) and records it in `images`.
 */
export async function storeDemoImage(
  trx: Knex,
  imagesDir: string,
  key: string,
  png: Buffer,
  width: number,
  height: number,
  now: Date,
): Promise<number> {
  await fs.mkdir(imagesDir, { recursive: true });
  await fs.writeFile(path.join(imagesDir, key), png);
  const stamp = toSqlDateTime(now);
  const [id] = await trx('images').insert({
    storage_key: key,
    mime: 'image/png',
    width,
    height,
    bytes: png.length,
    uploaded_by_user_id: null,
    created_at: stamp,
    updated_at: stamp,
  });
  return Number(id);
}
