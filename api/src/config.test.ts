import { loadConfig } from './config.js';

describe('CORS origins', () => {
  it('in development, allows the standalone dev pages and the example partner page', () => {
    const origins = loadConfig({}).corsOrigins;
    for (const port of [8081, 8082, 8083, 8084, 8085, 8090]) {
      expect(origins).toContain(`http://localhost:${port}`);
      expect(origins).toContain(`http://127.0.0.1:${port}`);
    }
  });

  it('in production, allows no other origin until CORS_ORIGINS names them', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).corsOrigins).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production', CORS_ORIGINS: 'https://crew.example, https://jam.example' }).corsOrigins).toEqual(
      ['https://crew.example', 'https://jam.example'],
    );
  });
});
