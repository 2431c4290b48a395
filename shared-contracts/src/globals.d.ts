// Defined at build time by rspack (see build/federation.mjs).
declare const __CYPHER_BUILD_ID__: string;
declare const __CYPHER_APP_NAME__: string;

declare module '*.css' {
  const text: string;
  export default text;
}
