/** What a Markdown page of shell/content/ becomes at build time (shell/build/content-page.cjs). */
export interface ContentItem {
  /** Anchor of the item (`/faq#how-do-i-sign-up`). */
  id: string;
  title: string;
  html: string;
  /** The answer as plain text (search, structured data). */
  text: string;
}

export interface ContentSection {
  id: string;
  title: string;
  html: string;
  items: ContentItem[];
}

export interface ContentPageData {
  /** For the document title and link previews. */
  title: string;
  description: string;
  /** Last updated, `YYYY-MM-DD`. */
  updated: string;
  /** The page's visible heading. */
  heading: string;
  intro: string;
  sections: ContentSection[];
}
