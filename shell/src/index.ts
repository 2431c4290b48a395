// Async boundary: shared modules (react, react-router, …) settle before the app first uses them.
import('./bootstrap');
