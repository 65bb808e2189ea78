// The FAQ section, apart from the package's main entry ('shared'): only the
// pages with an FAQ need it, and they load it with the section that shows it.
export { FaqSection, type FaqSectionProps } from './blocks/FaqSection';
