// Defined at build time by rspack (see build/federation.mjs).
declare const __CYPHER_BUILD_ID__: string;
declare const __CYPHER_APP_NAME__: string;

/** A stylesheet imported for its effect: rspack emits it as a CSS file loaded with the importing chunk. */
declare module '*.css' {}

/** A stylesheet as text (`import css from './x.css?inline'`), for a shadow root (the partner embed). */
declare module '*.css?inline' {
  const text: string;
  export default text;
}
