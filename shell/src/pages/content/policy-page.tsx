import policy from '../../../content/policy.md';
import { ContentDocument } from './content-document.js';

export default function PolicyPage() {
  return <ContentDocument page={policy} />;
}
