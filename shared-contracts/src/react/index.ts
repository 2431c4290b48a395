// @cypher/contracts/react — the React side of the contracts, for front ends only. Shared as one
// module by every page (shared modules are not tree-shaken: every page downloads all of it), so it
// holds only what nearly every first screen uses, and production code only: test doubles and the
// standalone dev mount live in `@cypher/contracts/testing`. Controls that only some pages show
// (dialogs, the user search, the image field, the editor, videos) are here as small stand-ins whose
// code is a chunk fetched when one is first rendered (lazyPart). What the shell's pages never use is
// an entry of its own, bundled by the apps that import it (`/parcel`, `/basic-platform`, `/live`,
// `/rich-text`); an entry imports the kit as `@cypher/contracts/react`, never relatively, so there is
// one platform context.
export { PlatformProvider, usePlatform } from './platform-context.js';
export { useApi, useApiPages, type PagedList } from './use-api.js';
export { AreaErrorBoundary } from './area-error-boundary.js';
export { FeatureAppRoot, AREA_FAILED_TEXT } from './feature-app.js';
export { useDebouncedValue } from './use-debounced-value.js';
export { InfiniteScrollSentinel, type InfiniteScrollSentinelProps } from './infinite-scroll.js';
export { AreaLink, type AreaLinkProps } from './area-link.js';
export { ReportNotFound } from './report-not-found.js';
export { useSessionUser } from './use-session-user.js';
export { SearchInput, type SearchInputProps } from './search-input.js';
export { ROUTER_FUTURE } from './router-future.js';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.js';
export { UserAvatar } from './user-avatar.js';
export { UserSearch, type UserSearchProps } from './user-search.js';
export { ImageUploadField, type ImageUploadFieldProps } from './image-upload-field.js';
export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor.js';
export { MediaPanel, type MediaOwner } from './media-panel.js';
export { lazyPage, preloadPages, PageLoading } from './lazy-page.js';
export { lazyPart } from './lazy-part.js';
