// Every schema of the contracts (TypeBox values and their types). The server entry exports them as
// values, the browser entry as types only.
export * from './common.js';
export * from './formats.js';
export * from './chips.js';
export * from './event.js';
export * from './tier.js';
export * from './battle-chip.js';
export * from './battle-options.js';
export * from './battle.js';
export * from './user.js';
export * from './organization.js';
export * from './media.js';
export * from './prelims.js';
export * from './brackets.js';
export * from './user-input.js';
export * from './organization-input.js';
export * from './event-input.js';
export * from './battle-input.js';
export * from './auth.js';
export * from './site.js';
