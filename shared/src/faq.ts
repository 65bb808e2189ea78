// The FAQ accordion, apart from the package's main entry ('shared'): it renders
// MUI's Collapse, and a remote's federation setup fetches every MUI component
// its code reaches at start-up, used or not. Only the remotes with an FAQ
// import this, and they fetch Collapse with the section that shows it.
export { FaqAccordion, faqExpandMs, faqIconTurnSeconds } from './blocks/FaqAccordion';
