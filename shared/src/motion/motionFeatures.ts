// What `m` elements need to animate (LazyMotion loads it once, with the first
// animated element that mounts).
export { domAnimation } from 'framer-motion';
