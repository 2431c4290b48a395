// The federation runtime's `env` module as production pages get it (federation-env.cjs): the same
// exports as the SDK's own, and debug mode decided without reading localStorage.
import fs from 'node:fs';
import path from 'node:path';

const sdkDist = path.dirname(require.resolve('@module-federation/sdk'));
const original = path.join(sdkDist, 'env.cjs');

function loadWith(file: string, globals: Record<string, unknown>) {
  const saved = Object.fromEntries(Object.keys(globals).map((name) => [name, (globalThis as Record<string, unknown>)[name]]));
  Object.assign(globalThis, globals);
  try {
    let loaded: Record<string, unknown> = {};
    jest.isolateModules(() => {
      loaded = jest.requireActual<Record<string, unknown>>(file);
    });
    return { env: loaded as { isDebugMode: () => boolean }, restore: () => Object.assign(globalThis, saved) };
  } catch (error) {
    Object.assign(globalThis, saved);
    throw error;
  }
}

describe('the production federation env module', () => {
  it('exports what the SDK version installed here exports', () => {
    expect(fs.existsSync(original)).toBe(true);
    const sdkExports = Object.keys(jest.requireActual<object>(original)).filter((name) => name !== '__esModule');
    expect(Object.keys(jest.requireActual<object>('./federation-env.cjs')).sort()).toEqual(sdkExports.sort());
  });

  it('decides debug mode without localStorage, which the original reads', () => {
    const getItem = jest.fn(() => '1');
    const browser = { window: { document: {}, localStorage: { getItem } }, localStorage: { getItem } };
    for (const [file, reads] of [
      [original, true],
      [require.resolve('./federation-env.cjs'), false],
    ] as const) {
      getItem.mockClear();
      const { env, restore } = loadWith(file, browser);
      try {
        expect({ file, debug: env.isDebugMode(), read: getItem.mock.calls.length > 0 }).toEqual({
          file,
          debug: reads,
          read: reads,
        });
      } finally {
        restore();
      }
    }
  });

  it('still turns debug on with a global FEDERATION_DEBUG', () => {
    const { env, restore } = loadWith(require.resolve('./federation-env.cjs'), { FEDERATION_DEBUG: true });
    try {
      expect(env.isDebugMode()).toBe(true);
    } finally {
      restore();
      delete (globalThis as Record<string, unknown>).FEDERATION_DEBUG;
    }
  });
});
