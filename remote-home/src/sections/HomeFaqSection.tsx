import MuiLink from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { FaqSection } from 'shared/faq';
import { homeFaqs } from '../content/homeFaqs';

const intro = (
  <>
    What practices ask us before they switch. Have another question?{' '}
    <MuiLink component={RouterLink} to="/contactus" sx={{ fontWeight: 700 }}>
      Ask our team
    </MuiLink>
    .
  </>
);

/** Home: two lists of questions, each an accordion with one answer open at a time. */
export function HomeFaqSection() {
  return <FaqSection eyebrow="FAQs" heading="Frequently Asked Questions" intro={intro} groups={homeFaqs} />;
}
