// An async boundary before any shared module is used, so federation settles them first.
import('./standalone-bootstrap');
