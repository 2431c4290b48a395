// Async boundary: federation's shared modules settle before the first of them is used.
import('./standalone-bootstrap');
