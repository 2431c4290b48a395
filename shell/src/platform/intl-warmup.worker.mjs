// Sets up the browser's date formatting (ICU) off the page's thread; see intl-warmup.ts.
new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).formatRange(0, 864e5);
close();
