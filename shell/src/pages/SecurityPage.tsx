import { security } from '../content/security';
import { DocumentPage } from './DocumentPage';

export default function SecurityPage() {
  return <DocumentPage {...security} />;
}
