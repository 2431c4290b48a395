/**
 * The look every feature app shares, as CSS text with `cy-` classes built on THEME_CSS (--cy-*).
 * FeatureAppRoot renders it once before the app's own stylesheet, so it also reaches a partner's
 * shadow root; apps keep only their own rules (ac-, ev-, bt-, og-) and may refine a cy- class
 * because their stylesheet comes later. The buttons and focus ring match the shell's chrome.
 * Every rule is one class (or wrapped in :where) so an app's single-class rule can override it.
 */
const FRAME_CSS = `
.cy-root{display:contents}
/* A page whose code is still arriving (lazyPage) keeps a screen's height, so nothing below it jumps. */
.cy-page-loading{min-height:100vh}
.cy-page{box-sizing:border-box;width:100%;max-width:1200px;margin:0 auto;padding:var(--cy-space-5) var(--cy-space-4);display:grid;grid-template-columns:minmax(0,1fr);gap:var(--cy-space-5);align-content:start;font-family:var(--cy-font);color:var(--cy-color-text);line-height:1.4}
/* A page's blocks never push it wider than the screen (a wide tab row scrolls inside itself). */
.cy-page>*{min-width:0}
.cy-page--narrow{max-width:480px;gap:var(--cy-space-4)}
:where(.cy-root) *,:where(.cy-root) *::before,:where(.cy-root) *::after{box-sizing:border-box}
.cy-page__header{display:flex;flex-wrap:wrap;align-items:center;gap:var(--cy-space-3)}
.cy-page__header>.cy-title{margin-right:auto}
.cy-title{margin:0;font-family:var(--cy-font-display);font-size:var(--cy-font-size-xl);line-height:1.2;overflow-wrap:anywhere}
.cy-heading{margin:0;font-size:var(--cy-font-size-lg);line-height:1.3}
.cy-muted{margin:0;color:var(--cy-color-muted)}
.cy-empty{margin:0;padding:var(--cy-space-5) 0;text-align:center;color:var(--cy-color-muted)}
.cy-link{color:var(--cy-color-accent)}
.cy-list{margin:0;padding:0;list-style:none}
.cy-visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
:where(.cy-root) :focus-visible{outline:3px solid var(--cy-color-focus);outline-offset:2px}
`;

const CONTROLS_CSS = `
.cy-button{display:inline-flex;align-items:center;justify-content:center;gap:var(--cy-space-2);min-height:40px;padding:var(--cy-space-2) var(--cy-space-4);border:1px solid var(--cy-color-border);border-radius:var(--cy-radius-pill);background:var(--cy-color-surface);color:var(--cy-color-text);font:inherit;font-weight:600;line-height:1.2;text-align:center;text-decoration:none;cursor:pointer}
.cy-button:hover{border-color:var(--cy-color-muted)}
/* The current entry of a menu of button-looking links (settings menus, pagination). */
.cy-button[aria-current='page'],.cy-button--accent{border-color:var(--cy-color-accent);background:var(--cy-color-accent);color:var(--cy-color-accent-contrast)}
.cy-button--accent:hover{border-color:var(--cy-color-text)}
.cy-button--ghost{background:transparent}
.cy-button--danger{border-color:var(--cy-color-danger);background:var(--cy-color-danger);color:var(--cy-color-accent-contrast)}
.cy-button--small{min-height:32px;padding:var(--cy-space-1) var(--cy-space-3);font-size:var(--cy-font-size-sm)}
.cy-button:disabled{cursor:not-allowed;opacity:.55}
.cy-input{min-width:0;min-height:40px;padding:var(--cy-space-2) var(--cy-space-3);border:1px solid var(--cy-color-border);border-radius:var(--cy-radius);background:var(--cy-color-surface);color:var(--cy-color-text);font:inherit}
.cy-input::placeholder{color:var(--cy-color-muted);opacity:1}
.cy-input--search{flex:1 1 240px;width:100%;max-width:420px}
.cy-chips{display:flex;flex-wrap:wrap;gap:var(--cy-space-2);margin:0;padding:0;list-style:none}
.cy-chip{display:inline-flex;align-items:center;gap:var(--cy-space-2);min-height:32px;padding:var(--cy-space-1) var(--cy-space-3);border:1px solid var(--cy-color-border);border-radius:var(--cy-radius-pill);background:var(--cy-color-surface-raised);color:var(--cy-color-text);text-decoration:none}
.cy-chip__remove{display:inline-grid;place-items:center;width:28px;height:28px;margin-right:calc(-1 * var(--cy-space-2));padding:0;border:0;border-radius:50%;background:var(--cy-color-surface);color:var(--cy-color-text);font:inherit;cursor:pointer}
.cy-toggle{display:inline-flex;border:1px solid var(--cy-color-border);border-radius:var(--cy-radius-pill);overflow:hidden}
.cy-toggle__button{min-height:32px;padding:var(--cy-space-1) var(--cy-space-3);border:0;background:var(--cy-color-surface);color:var(--cy-color-text);font:inherit;cursor:pointer}
.cy-toggle__button[aria-pressed='true']{background:var(--cy-color-accent);color:var(--cy-color-accent-contrast)}
.cy-toggle__button:focus-visible{outline-offset:-3px}
`;

const BLOCKS_CSS = `
.cy-card{position:relative;min-width:0;border:1px solid var(--cy-color-border);border-radius:var(--cy-radius);background:var(--cy-color-surface);color:inherit}
.cy-card--link:hover{border-color:var(--cy-color-accent)}
.cy-card__link{color:inherit;text-decoration:none;overflow-wrap:anywhere}
/* The title link covers its card, so the whole card opens it while staying one link. */
.cy-card__link::after{content:'';position:absolute;inset:0;border-radius:var(--cy-radius)}
.cy-tabs{display:flex;gap:var(--cy-space-1);margin:0;padding:0;list-style:none;overflow-x:auto;border-bottom:1px solid var(--cy-color-border)}
.cy-tab{display:block;flex:none;margin-bottom:-1px;padding:var(--cy-space-2) var(--cy-space-4);border:0;border-bottom:3px solid transparent;background:none;color:var(--cy-color-muted);font:inherit;font-weight:600;white-space:nowrap;text-decoration:none;cursor:pointer}
.cy-tab:hover{color:var(--cy-color-text)}
.cy-tab[aria-selected='true'],.cy-tab[aria-current='page']{color:var(--cy-color-text);border-bottom-color:var(--cy-color-accent)}
.cy-tab:focus-visible{outline-offset:-3px}
/* A list of cards; an app sets --cy-grid-min to its card's narrowest width. */
.cy-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(var(--cy-grid-min,240px),100%),1fr));gap:var(--cy-space-4);margin:0;padding:0;list-style:none}
/* Figures as a <dl>: each .cy-stat holds a <dt> label shown under its <dd> number. */
.cy-stats{display:flex;flex-wrap:wrap;gap:var(--cy-space-3);margin:0}
.cy-stat{display:flex;flex-direction:column-reverse}
.cy-stat dt{font-size:var(--cy-font-size-sm);color:var(--cy-color-muted)}
.cy-stat dd{margin:0;font-weight:600}
/* Step progress of a wizard: done steps muted, the current one in the accent. */
.cy-dots{display:flex;justify-content:center;gap:var(--cy-space-2);margin:0;padding:0;list-style:none}
.cy-dots__dot{width:10px;height:10px;border-radius:50%;background:var(--cy-color-border)}
.cy-dots__dot--done{background:var(--cy-color-muted)}
.cy-dots__dot--current{background:var(--cy-color-accent)}
.cy-skeleton{margin:0;min-height:120px;border-radius:var(--cy-radius);background:var(--cy-color-surface-raised)}
@media (prefers-reduced-motion:no-preference){.cy-skeleton{animation:cy-pulse 1.2s ease-in-out infinite alternate}}
@keyframes cy-pulse{from{opacity:1}to{opacity:.5}}
`;

const FEEDBACK_CSS = `
.cy-area-failed{padding:var(--cy-space-4);border:1px solid var(--cy-color-border);border-radius:var(--cy-radius);margin:var(--cy-space-4)}
.cy-toasts{position:fixed;bottom:16px;left:50%;transform:translateX(-50%);display:grid;gap:8px;z-index:1000;max-width:calc(100vw - 32px)}
.cy-toast{margin:0;padding:12px 16px;border-radius:8px;background:#111;color:#fff;box-shadow:0 4px 16px rgba(0,0,0,.3)}
.cy-toast--error{background:#b00020}
`;

/* The shared controls: confirm dialog, avatar, user search, image upload field, rich-text editor. */
const SHARED_CONTROLS_CSS = `
.cy-field__label{font-weight:600}
.cy-dialog__backdrop{position:fixed;inset:0;z-index:100;display:grid;place-items:center;padding:var(--cy-space-4);background:rgba(0,0,0,.6)}
.cy-dialog{width:100%;max-width:500px;max-height:calc(100vh - 32px);overflow:auto;padding:var(--cy-space-5);border-radius:var(--cy-radius);background:var(--cy-color-surface-raised);color:var(--cy-color-text);box-shadow:var(--cy-shadow)}
.cy-dialog__actions{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:var(--cy-space-2)}
.cy-dialog__title{margin:0 0 var(--cy-space-2);font-size:var(--cy-font-size-lg)}
.cy-avatar{flex:none;border-radius:50%;object-fit:cover}
.cy-avatar--empty{display:inline-block;background:var(--cy-color-surface-raised)}
.cy-user-search{position:relative;display:grid;gap:var(--cy-space-1)}
.cy-user-search__results{margin:0;padding:var(--cy-space-1);list-style:none;max-height:280px;overflow:auto;border:1px solid var(--cy-color-border);border-radius:var(--cy-radius);background:var(--cy-color-surface-raised)}
.cy-user-search__option{display:flex;align-items:center;gap:var(--cy-space-2);padding:var(--cy-space-2);border-radius:var(--cy-radius);cursor:pointer}
.cy-user-search__option[aria-selected='true'],.cy-user-search__option:hover{background:var(--cy-color-surface);outline:1px solid var(--cy-color-accent)}
.cy-image-field{display:grid;justify-items:start;gap:var(--cy-space-3)}
.cy-image-field__preview{display:grid;place-items:center;width:min(200px,100%);overflow:hidden;border-radius:var(--cy-radius);background:var(--cy-color-surface-raised);color:var(--cy-color-muted);font-size:var(--cy-font-size-xl)}
.cy-image-field__preview img{width:100%;height:100%;object-fit:cover}
.cy-image-field--round .cy-image-field__preview{border-radius:50%}
.cy-media,.cy-add-video{display:grid;gap:var(--cy-space-3)}
.cy-video-list{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(280px,100%),1fr));gap:var(--cy-space-3);margin:0;padding:0;list-style:none}
.cy-video__frame{aspect-ratio:16/9}
.cy-video__frame iframe{width:100%;height:100%;border:0;border-radius:var(--cy-radius)}
.cy-video__caption,.cy-video__rename{display:flex;flex-wrap:wrap;align-items:center;gap:var(--cy-space-2);padding-top:var(--cy-space-2)}
.cy-video__title{margin:0 auto 0 0;font-size:var(--cy-font-size-md)}
.cy-editor{background:var(--cy-color-surface);border-radius:var(--cy-radius)}
.cy-editor .ql-toolbar.ql-snow,.cy-editor .ql-container.ql-snow{border-color:var(--cy-color-border)}
.cy-editor .ql-editor{min-height:160px;color:var(--cy-color-text)}
.cy-editor .ql-snow .ql-stroke{stroke:var(--cy-color-text)}
.cy-editor .ql-snow .ql-fill{fill:var(--cy-color-text)}
.cy-editor .ql-snow .ql-picker,.cy-editor .ql-snow .ql-tooltip{color:var(--cy-color-text-on-light)}
`;

/** The shared stylesheet of the feature apps' `cy-` classes. */
export const KIT_CSS = FRAME_CSS + CONTROLS_CSS + SHARED_CONTROLS_CSS + BLOCKS_CSS + FEEDBACK_CSS;
