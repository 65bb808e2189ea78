import { CallToActionBand, codingNotices, deferUntilNear, PageHeader, specialtyList } from 'shared';
import { specialtiesIndex } from '../content/specialtiesIndex';
import { SpecialtiesIntro } from '../sections/SpecialtiesIntro';
import { SpecialtiesArt } from 'shared/scenes';

// Below the first screen: the card grids' code (with the map of all sixteen
// icons) downloads, and their cards hydrate, as they scroll into view; their
// prerendered HTML is on screen until then.
const SpecialtyCardGrid = deferUntilNear(() =>
  import('../sections/SpecialtyCardGrid').then((module) => module.SpecialtyCardGrid),
);

// The shared list is in page order: the first eight are the popular ones.
const popular = specialtyList.slice(0, 8);
const other = specialtyList.slice(8);

export default function SpecialtiesIndexPage() {
  return (
    <>
      <PageHeader title="Our Specialties" crumb="Specialties" variant="support" art={<SpecialtiesArt />} note={codingNotices.rules}>
        {specialtiesIndex.summary}
      </PageHeader>
      <SpecialtiesIntro />
      <SpecialtyCardGrid id="popular" copy={specialtiesIndex.popular} specialties={popular} tone="mist" />
      <SpecialtyCardGrid id="other" copy={specialtiesIndex.other} specialties={other} tone="plain" />
      <CallToActionBand heading={specialtiesIndex.callToAction.heading}>{specialtiesIndex.callToAction.text}</CallToActionBand>
    </>
  );
}
