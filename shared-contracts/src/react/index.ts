// @cypher/contracts/react — the React side of the contracts, for front ends only. Shared as one
// module by every page, so it holds production code only: test doubles and the standalone dev
// mount live in `@cypher/contracts/testing`.
export { PlatformProvider, usePlatform } from './platform-context.js';
export { useApi, useApiPages, type PagedList } from './use-api.js';
export { AreaErrorBoundary } from './area-error-boundary.js';
export { FeatureAppRoot, MemoryRoutedApp, createFeatureParcel, AREA_FAILED_TEXT, type ParcelProps } from './feature-app.js';
export { createToastStore, useToasts, TOAST_DURATION_MS, type ToastStore, type ToastMessage } from './toast-store.js';
export { createBasicPlatform, type BasicPlatformOptions } from './basic-platform.js';
export { useDebouncedValue } from './use-debounced-value.js';
export { InfiniteScrollSentinel, type InfiniteScrollSentinelProps } from './infinite-scroll.js';
export { AreaLink, type AreaLinkProps } from './area-link.js';
export { ReportNotFound } from './report-not-found.js';
export { useSessionUser } from './use-session-user.js';
export { SearchInput, type SearchInputProps } from './search-input.js';
export { ROUTER_FUTURE } from './router-future.js';
export { KIT_LABELS } from './kit-labels.js';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.js';
export { UserAvatar } from './user-avatar.js';
export { UserSearch, type UserSearchProps } from './user-search.js';
export { ImageUploadField, imageProblem, type ImageUploadFieldProps } from './image-upload-field.js';
// The editor itself (quill) is a lazy chunk; sanitising lives in '@cypher/contracts/react/rich-text'
// so that apps without rich text do not carry DOMPurify in the shared kit.
export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor.js';
export { saveDownloadedFile } from './save-file.js';
export { MediaPanel } from './media/media-panel.js';
export type { MediaOwner } from './media/use-media.js';
export { lazyPage, preloadPages, PageLoading } from './lazy-page.js';
