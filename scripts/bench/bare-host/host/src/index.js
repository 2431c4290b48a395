// Async boundary, as in the shell: shared modules settle before first use.
import('./bootstrap.jsx');
