// The blog post card, apart from the package's main entry ('shared'): it
// is built on MUI's Paper (not Card: see the block), and a remote's federation setup fetches every MUI
// component its code reaches at start-up, used or not. Only the remotes that
// show blog posts import this.
export { BlogPostCard } from './blocks/BlogPostCard';
