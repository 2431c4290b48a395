// shell/content/*.md, turned into page data at build time (shell/build/content-page.cjs).
declare module '*.md' {
  const page: import('./pages/content/content-page-data.js').ContentPageData;
  export default page;
}
