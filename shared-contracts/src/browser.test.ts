import fs from 'node:fs';
import path from 'node:path';
import { allRoutes, routeAnswers, routes } from './index.js';
import * as clientRoutes from './routes/client-table.js';

const reExports = (file: string) =>
  [...fs.readFileSync(path.join(__dirname, file), 'utf8').matchAll(/^export (type )?\* from '([^']+)'/gm)].map(
    ([, typeOnly, from]) => `${typeOnly ? 'type ' : ''}${from}`,
  );

describe('the browser entry of the contracts', () => {
  it('exports what the server entry does, schemas and route definitions as types only', () => {
    // A new module goes into universal.ts (no schema), schemas/index.ts or routes/index.ts; texts and
    // rules reach front ends through @cypher/contracts/texts and @cypher/contracts/rules. The
    // country list and the rich-text allow-list are the server's too; pages import them from
    // @cypher/contracts/countries and @cypher/contracts/react/rich-text.
    expect(reExports('index.ts')).toEqual([
      './universal.js',
      './texts.js',
      './rules/index.js',
      './countries.js',
      './schemas/index.js',
      './routes/index.js',
      './rules/rich-text-policy.js',
      './rules/rich-text-sanitizer.js',
    ]);
    expect(reExports('browser.ts')).toEqual(['./universal.js', 'type ./schemas/index.js', 'type ./routes/index.js']);
  });

  it('gives front ends every route with its name, method, path and answer name, and no schema', () => {
    // One export per area: none missing, none left over.
    expect(Object.keys(clientRoutes).sort()).toEqual(Object.keys(routes).sort());
    const flat = Object.keys(routes)
      .map((area) => clientRoutes[area as keyof typeof clientRoutes])
      .flatMap((area) => Object.values(area as Record<string, unknown>));
    expect(flat).toEqual(
      allRoutes.map(({ name, method, path: p, response }) => ({
        name,
        method,
        path: p,
        ...(response.$id ? { answers: response.$id } : {}),
      })),
    );
    expect(clientRoutes.events.list).toEqual({
      name: 'events.list',
      method: 'GET',
      path: routes.events.list.path,
    });
    expect(routeAnswers(clientRoutes.battles.get, 'Battle')).toBe(true);
    expect(routeAnswers(routes.battles.get, 'Battle')).toBe(true);
    expect(routeAnswers(clientRoutes.events.list, 'Battle')).toBe(false);
  });
});
