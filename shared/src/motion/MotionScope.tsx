import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./motionFeatures').then((module) => module.domAnimation);

/**
 * Where `m` elements animate: their features load when the first one mounts
 * (`strict`: a full `motion` element, which would carry them all, throws),
 * and a visitor who prefers reduced motion gets no movement from them.
 */
export function MotionScope({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
