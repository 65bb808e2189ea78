import { LazyMotion, MotionConfig, type FeatureBundle } from 'framer-motion';
import type { ReactNode } from 'react';

let features: Promise<FeatureBundle> | undefined;

/**
 * The animation features, fetched once for the whole page. A download that
 * fails is not an error the visitor should meet: `m` elements render in
 * their final state until the features arrive, so the content stays in
 * place and readable. It is tried again when the browser comes back online
 * (LazyMotion would otherwise leave the failure unhandled, once per scope).
 */
function loadFeatures(): Promise<FeatureBundle> {
  features ??= new Promise((resolve) => {
    const attempt = () => {
      import('./motionFeatures').then(
        (module) => resolve(module.domAnimation),
        (error: unknown) => {
          console.warn('Animations could not be loaded; the content shows without them:', error);
          window.addEventListener('online', attempt, { once: true });
        },
      );
    };
    attempt();
  });
  return features;
}

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
