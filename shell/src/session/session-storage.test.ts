import { SIGNED_IN_COOKIE } from '@cypher/contracts';
import { createSessionStorage, TOKEN_STORAGE_KEY } from './session-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const signedInCookie = () => document.cookie.split('; ').find((c) => c.startsWith(`${SIGNED_IN_COOKIE}=`)) ?? null;

describe('the signed-in cookie (the server preloads no signed-out answers for a session)', () => {
  afterEach(() => {
    document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0`;
  });

  it('follows the stored token: set with a token, removed on sign-out', () => {
    const storage = createSessionStorage(memoryStorage());
    expect(signedInCookie()).toBeNull();
    storage.setToken('a-token');
    expect(signedInCookie()).toBe(`${SIGNED_IN_COOKIE}=1`);
    storage.setToken(null);
    expect(signedInCookie()).toBeNull();
  });

  it('is set again at start for a token stored before it, and cleared when none is stored', () => {
    createSessionStorage(memoryStorage({ [TOKEN_STORAGE_KEY]: 'an-old-token' }));
    expect(signedInCookie()).toBe(`${SIGNED_IN_COOKIE}=1`);
    createSessionStorage(memoryStorage());
    expect(signedInCookie()).toBeNull();
  });

  it('is not written at start when the server saw it already match the stored token', () => {
    const write = jest.spyOn(document, 'cookie', 'set');
    try {
      createSessionStorage(memoryStorage({ [TOKEN_STORAGE_KEY]: 'a-token' }), true);
      createSessionStorage(memoryStorage(), false);
      expect(write).not.toHaveBeenCalled();
      // The server saw no cookie but a token is stored (or the other way round): marked again.
      createSessionStorage(memoryStorage({ [TOKEN_STORAGE_KEY]: 'a-token' }), false);
      expect(write).toHaveBeenCalledTimes(1);
      createSessionStorage(memoryStorage(), true);
      expect(write).toHaveBeenCalledTimes(2);
    } finally {
      write.mockRestore();
    }
    expect(signedInCookie()).toBeNull();
  });
});
