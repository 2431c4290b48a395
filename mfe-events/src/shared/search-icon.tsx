// The magnifier on the small-screen search button. Drawn, not a text glyph: no common font has
// "⌕", so the browser searched the system for one (a font lookup on first paint) and drew it in
// whatever it found, or as an empty box where nothing has it.
export function SearchIcon() {
  return (
    <svg className="ev-search__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm4.75-1.75L20 20"
      />
    </svg>
  );
}
