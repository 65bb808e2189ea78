// Form fields, apart from the package's main entry ('shared'): they render
// MUI's text-field and progress components, and a remote's federation setup
// fetches every MUI component its code reaches at start-up, used or not. Only
// the apps with a form import this, so pages without one never download those.
export { Honeypot } from './ui/Honeypot';
export { SubmitButton } from './ui/SubmitButton';
export { TextInput, type TextInputProps } from './ui/TextInput';
