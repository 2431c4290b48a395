import { REMOTES_DATA_ID, takeInlineRemotesConfig } from './remotes-config';

function addDataBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = REMOTES_DATA_ID;
  block.textContent = text;
  document.head.append(block);
}

describe('takeInlineRemotesConfig', () => {
  afterEach(() => document.getElementById(REMOTES_DATA_ID)?.remove());

  it('reads the known areas of the first HTML’s data block once, then leaves the next read to /remotes.json', () => {
    addDataBlock(
      '{"events":"/remotes/events/mf-manifest.json","orgs":" https://cdn.example/orgs/mf-manifest.json ","nope":"/x"}',
    );
    expect(takeInlineRemotesConfig()).toEqual({
      events: '/remotes/events/mf-manifest.json',
      orgs: 'https://cdn.example/orgs/mf-manifest.json',
    });
    expect(document.getElementById(REMOTES_DATA_ID)).toBeNull();
    expect(takeInlineRemotesConfig()).toBeNull();
  });

  it('answers null without a block and for a block that is not a JSON object', () => {
    expect(takeInlineRemotesConfig()).toBeNull();
    addDataBlock('{not json');
    expect(takeInlineRemotesConfig()).toBeNull();
    addDataBlock('"a string"');
    expect(takeInlineRemotesConfig()).toBeNull();
  });
});
