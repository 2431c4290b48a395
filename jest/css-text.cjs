// Styles are imported as text by rspack (asset/source); in tests they are an empty string.
module.exports = '';
