import terms from '../../../content/terms.md';
import { ContentDocument } from './content-document.js';

export default function TermsPage() {
  return <ContentDocument page={terms} />;
}
